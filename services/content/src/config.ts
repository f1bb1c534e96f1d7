import { platformManifest } from '@asp/contracts';

/**
 * Settings of the content service beyond the common service environment: the upload
 * quota per client and the housekeeping schedule. Tests shrink them.
 */
export interface UploadQuotaOptions {
  /** Upload attempts per client and window (every POST counts, also refused ones: each costs a body read). */
  maxUploads: number;
  /** Stored bytes per client and window (decoded file sizes). */
  maxBytes: number;
  /** The window starts with the client's first upload. */
  windowMs: number;
  /** Redis key prefix of the counters (tests give each run its own, as they share one Redis). */
  keyPrefix: string;
}

export interface ContentOptions {
  quota: UploadQuotaOptions;
  /** Housekeeping jobs (queue `content.maintenance`). */
  maintenance: {
    /** When the orphan clean-up runs: a cron pattern (with time zone) or an interval in ms. */
    repeat: { pattern: string; tz?: string } | { every: number };
    /** Uploads no order references are removed after this many hours (at least 24). */
    orphanMaxAgeHours: number;
    /** AI image suggestions nobody accepted are removed after this many days (`CONTENT_AI_SUGGESTION_MAX_AGE_DAYS`, default 7, at least 1). */
    aiSuggestionMaxAgeDays: number;
  };
  /** BullMQ key prefix. */
  queuePrefix: string;
  /** The forms' sendMail action (forms/form-mail.ts), sent like the order e-mails. */
  formMail: FormMailOptions;
  /** The AI text provider (ai/text-provider.ts); null: not configured, the AI calls answer a German 503. */
  ai: AiProviderOptions | null;
  /** The AI image provider (ai/image-provider.ts); null: not configured, image generation answers a German 503. */
  aiImage: AiProviderOptions | null;
}

/**
 * An OpenAI-compatible endpoint: for text `CONTENT_AI_BASE_URL` (…/v1), `CONTENT_AI_MODEL`,
 * `CONTENT_AI_API_KEY`; for images `CONTENT_AI_IMAGE_MODEL`, with `CONTENT_AI_IMAGE_BASE_URL`
 * and `CONTENT_AI_IMAGE_API_KEY` when images come from another server than text.
 */
export interface AiProviderOptions {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export interface FormMailOptions {
  /** `SMTP_URL`; outside production MailDev on the manifest's `mailSmtp` port; null: not set up (every mail fails visibly). */
  smtpUrl: string | null;
  /** `MAIL_FROM` (default `Metzgerei <bestellung@localhost>`). */
  from: string;
  /** Attempts per mail and the exponential backoff base (`FORM_MAIL_ATTEMPTS`, `FORM_MAIL_BACKOFF_MS`). */
  attempts: number;
  backoffMs: number;
}

const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readContentOptions(env: NodeJS.ProcessEnv = process.env): ContentOptions {
  return {
    // A customer attaches a handful of files per order; an in-store terminal serves many
    // customers from one address, hence generous figures that still bound one client's disk use.
    quota: {
      maxUploads: int(env.UPLOAD_QUOTA_MAX_UPLOADS, 50),
      maxBytes: int(env.UPLOAD_QUOTA_MAX_MB, 200) * 1024 * 1024,
      windowMs: 60 * 60_000,
      keyPrefix: 'asp:upload-quota',
    },
    // Hourly, so an orphan goes at most an hour after its 24 hours.
    maintenance: {
      repeat: { pattern: '15 * * * *' },
      orphanMaxAgeHours: Math.max(24, int(env.UPLOAD_ORPHAN_MAX_AGE_HOURS, 24)),
      aiSuggestionMaxAgeDays: Math.max(1, int(env.CONTENT_AI_SUGGESTION_MAX_AGE_DAYS, 7)),
    },
    queuePrefix: 'bull',
    formMail: {
      smtpUrl:
        env.SMTP_URL?.trim() || (env.NODE_ENV === 'production' ? null : `smtp://127.0.0.1:${platformManifest.infrastructure.mailSmtp}`),
      from: env.MAIL_FROM?.trim() || 'Metzgerei <bestellung@localhost>',
      // 8 attempts from 5 s: the last one about 10 minutes after the submission.
      attempts: Math.max(1, int(env.FORM_MAIL_ATTEMPTS, 8)),
      backoffMs: Math.max(100, int(env.FORM_MAIL_BACKOFF_MS, 5_000)),
    },
    // Both base URL and model are needed; there is no default provider, and never a made-up text.
    ai:
      env.CONTENT_AI_BASE_URL?.trim() && env.CONTENT_AI_MODEL?.trim()
        ? {
            baseUrl: env.CONTENT_AI_BASE_URL.trim(),
            model: env.CONTENT_AI_MODEL.trim(),
            apiKey: env.CONTENT_AI_API_KEY?.trim() || null,
            timeoutMs: Math.max(1_000, int(env.CONTENT_AI_TIMEOUT_MS, 60_000)),
          }
        : null,
    aiImage: readAiImageOptions(env),
  };
}

/**
 * Images need a model of their own (a chat model cannot draw); base URL and key default to
 * the text provider's. 100 s by default: generating takes longer than writing, and the
 * content service answers its German 502 before the gateway gives up waiting (120 s).
 */
function readAiImageOptions(env: NodeJS.ProcessEnv): AiProviderOptions | null {
  const baseUrl = env.CONTENT_AI_IMAGE_BASE_URL?.trim() || env.CONTENT_AI_BASE_URL?.trim();
  const model = env.CONTENT_AI_IMAGE_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return {
    baseUrl,
    model,
    apiKey: env.CONTENT_AI_IMAGE_API_KEY?.trim() || env.CONTENT_AI_API_KEY?.trim() || null,
    timeoutMs: Math.max(1_000, int(env.CONTENT_AI_IMAGE_TIMEOUT_MS, 100_000)),
  };
}
