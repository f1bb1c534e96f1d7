import { platformManifest } from '@asp/contracts';

/**
 * Settings of the customer notifications (issue 12), read from the environment:
 *
 * - `SMTP_URL` (e.g. `smtp://user:pass@mail.example.de:587`); outside production it
 *   defaults to MailDev, which `npm start` runs on the manifest's `mailSmtp` port.
 * - `MAIL_FROM` (default `Metzgerei <bestellung@localhost>`).
 * - `SMS_GATEWAY_URL`, `SMS_GATEWAY_TOKEN`, `SMS_SENDER`: the HTTP SMS gateway
 *   (notifications/sms.ts). Without a URL the development provider stores SMS in
 *   `sms_messages`; in production an SMS then fails with 'SMS-Versand ist nicht eingerichtet.'.
 */
export interface NotificationOptions {
  /** null: e-mail is not set up (production without SMTP_URL); jobs fail visibly. */
  smtpUrl: string | null;
  mailFrom: string;
  sms: { url: string; token: string | null; sender: string | null } | null;
  /** Without a gateway: true stores SMS for the back office (development), false fails them (production). */
  smsDevelopmentStore: boolean;
  /** Attempts per message and the exponential backoff base between them. */
  attempts: number;
  backoffMs: number;
  /**
   * BullMQ lock of a running job and the stalled check's interval: a job whose worker
   * died is taken up again after at most lockDurationMs + stalledIntervalMs (issue 11: < 60 s).
   */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** The repeatable net: every `requeueEveryMs`, rows still queued `requeueAfterMs` after creation get their job again. */
  requeueEveryMs: number;
  requeueAfterMs: number;
  /** How long the resend routes wait for the job's result. */
  resendWaitMs: number;
  concurrency: number;
}

const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readNotificationOptions(env: NodeJS.ProcessEnv = process.env): NotificationOptions {
  const production = env.NODE_ENV === 'production';
  const smsUrl = env.SMS_GATEWAY_URL?.trim();
  return {
    smtpUrl: env.SMTP_URL?.trim() || (production ? null : `smtp://127.0.0.1:${platformManifest.infrastructure.mailSmtp}`),
    mailFrom: env.MAIL_FROM?.trim() || 'Metzgerei <bestellung@localhost>',
    sms: smsUrl ? { url: smsUrl, token: env.SMS_GATEWAY_TOKEN || null, sender: env.SMS_SENDER || null } : null,
    smsDevelopmentStore: !production,
    attempts: Math.max(1, int(env.NOTIFICATION_ATTEMPTS, 6)),
    backoffMs: Math.max(100, int(env.NOTIFICATION_BACKOFF_MS, 5_000)),
    lockDurationMs: 20_000,
    stalledIntervalMs: 15_000,
    requeueEveryMs: 60_000,
    requeueAfterMs: 60_000,
    resendWaitMs: 8_000,
    concurrency: 4,
  };
}
