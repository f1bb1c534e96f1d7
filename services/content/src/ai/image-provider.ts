import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_MAX_RATIO, IMAGE_MAX_SIDE, IMAGE_MIN_SIDE, UPLOAD_MAX_BYTES, type GeneratedImageSize } from '@asp/contracts';
import { websiteContentTexts } from '@asp/i18n';
import { HttpError } from '@asp/server-kit';
import type { AiProviderOptions } from '../config';

/** A checked picture from the provider: real PNG or JPEG bytes within the image rules. */
export interface GeneratedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
  model: string;
}

/** Draws a picture from a prompt. Implementations talk to a model; nothing here makes a picture up. */
export interface ImageProvider {
  generate(prompt: string, size: GeneratedImageSize): Promise<GeneratedImage>;
}

/** The same limit as an uploaded file: a generated image is stored like one. */
const MAX_IMAGE_BYTES = UPLOAD_MAX_BYTES;
/** base64 of the largest image plus the JSON around it; a longer answer is refused unread. */
const MAX_ANSWER_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const answerSchema = z.object({
  created: z.number().optional(),
  data: z.array(z.object({ b64_json: z.string().min(1).max(MAX_ANSWER_CHARS) })).min(1),
});

const EXTENSION: Record<string, GeneratedImage['extension']> = { png: 'png', jpeg: 'jpg' };

class Refused extends Error {}

/** The body as text, refused as soon as it passes `limit` characters (a runaway answer never fills the memory). */
async function readCapped(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) throw new Refused('answer too long');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
    if (text.length > limit) {
      await reader.cancel();
      throw new Refused('answer too long');
    }
  }
}

/**
 * The bytes must be what sharp reads as a PNG or JPEG (the formats the image pipeline keeps
 * as originals), within the sides and ratio of an uploaded image, and decode completely —
 * a truncated or forged file is refused here, not later in the sizes job.
 */
export async function checkGeneratedImage(bytes: Buffer): Promise<Omit<GeneratedImage, 'model'>> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw new Refused(`image of ${bytes.length} bytes`);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const extension = meta?.format ? EXTENSION[meta.format] : undefined;
  if (!meta || !extension || !meta.width || !meta.height) throw new Refused(`not a PNG or JPEG (${meta?.format ?? 'unreadable'})`);
  const longest = Math.max(meta.width, meta.height);
  const shortest = Math.min(meta.width, meta.height);
  if (longest > IMAGE_MAX_SIDE || shortest < IMAGE_MIN_SIDE || longest / shortest > IMAGE_MAX_RATIO) {
    throw new Refused(`image of ${meta.width}×${meta.height} pixels`);
  }
  // Header checked first, so this full decode is bounded by IMAGE_MAX_SIDE².
  await sharp(bytes)
    .stats()
    .catch(() => {
      throw new Refused('image does not decode');
    });
  return { bytes, extension, width: meta.width, height: meta.height };
}

const failed = () => new HttpError(502, [{ message: websiteContentTexts.aiImageFailed }]);

/**
 * The OpenAI images format (`POST {baseUrl}/images/generations`, answer `{ data: [{ b64_json }] }`),
 * which OpenAI, LocalAI and other compatible servers speak. Any failure — network, timeout,
 * non-2xx, a body of another shape, bytes that are no image — is the German 502.
 */
export function openAiCompatibleImageProvider(options: AiProviderOptions, log?: { warn(obj: object, msg: string): void }): ImageProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/images/generations`;
  return {
    async generate(prompt, size) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({ model: options.model, prompt, n: 1, size, response_format: 'b64_json' }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Refused(`provider answered ${response.status}`);
        const parsed = answerSchema.safeParse(JSON.parse(await readCapped(response, MAX_ANSWER_CHARS)));
        if (!parsed.success) throw new Refused('answer of another shape');
        const encoded = parsed.data.data[0].b64_json.replace(/\s+/g, '');
        // Buffer.from skips characters that are not base64; a strict look first, so text is never read as bytes.
        if (!BASE64.test(encoded)) throw new Refused('b64_json is not base64');
        return { ...(await checkGeneratedImage(Buffer.from(encoded, 'base64'))), model: options.model };
      } catch (error) {
        log?.warn({ err: error }, 'AI image provider call failed');
        throw failed();
      }
    },
  };
}

/** Without configuration every call is the German 503 — the back office shows it, no picture is invented. */
export const notConfiguredImageProvider: ImageProvider = {
  generate: async () => {
    throw new HttpError(503, [{ message: websiteContentTexts.aiImageNotConfigured }]);
  },
};
