import { z } from 'zod';
import { websiteContentTexts } from '@asp/i18n';
import { HttpError } from '@asp/server-kit';
import type { AiProviderOptions } from '../config';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Writes text from instructions. Implementations talk to a model; nothing here makes text up. */
export interface TextProvider {
  generate(messages: ChatMessage[]): Promise<{ text: string; model: string }>;
}

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const failed = () => new HttpError(502, [{ message: websiteContentTexts.aiFailed }]);

/**
 * The OpenAI chat-completions format (`POST {baseUrl}/chat/completions`), which OpenAI,
 * Azure-compatible gateways, Ollama, vLLM and LM Studio all speak. Any failure — network,
 * timeout, non-2xx, a body of another shape, an empty answer — is the German 502.
 */
export function openAiCompatibleProvider(options: AiProviderOptions, log?: { warn(obj: object, msg: string): void }): TextProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async generate(messages) {
      let body: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({ model: options.model, messages, temperature: 0.7 }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`provider answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        log?.warn({ err: error }, 'AI provider call failed');
        throw failed();
      }
      const parsed = completionSchema.safeParse(body);
      const text = parsed.success ? parsed.data.choices[0].message.content?.trim() : '';
      if (!parsed.success || !text) throw failed();
      return { text, model: parsed.data.model ?? options.model };
    },
  };
}

/** Without configuration every call is the German 503 — the back office shows it, nothing is invented. */
export const notConfiguredProvider: TextProvider = {
  generate: async () => {
    throw new HttpError(503, [{ message: websiteContentTexts.aiNotConfigured }]);
  },
};
