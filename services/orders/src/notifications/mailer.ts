import { notificationTexts } from '@asp/i18n';
import { UnrecoverableError } from 'bullmq';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './render';

/** Sends one rendered e-mail; resolves once the SMTP server accepted it (its 250 to DATA). */
export interface MailSender {
  send(mail: RenderedMail & { to: string; messageId: string }): Promise<void>;
  close(): void;
}

/**
 * The Message-ID derives from the notification key: a message that is sent twice after
 * all (the worker died between the server's 250 and the row's commit) carries the same
 * id both times, which mail servers and clients use to drop the copy.
 */
export const messageIdFor = (key: string, from: string) => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
};

/** nodemailer over SMTP (`SMTP_URL`); null URL: e-mail is not set up, every send fails for good. */
export function createMailSender(smtpUrl: string | null, from: string): MailSender {
  if (!smtpUrl)
    return {
      send: async () => {
        throw new UnrecoverableError(notificationTexts.errors.mailNotConfigured);
      },
      close: () => undefined,
    };
  // Bounded waits: a hanging server fails the attempt (and BullMQ retries) instead of holding the job for minutes.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId: mail.messageId });
    },
    close: () => transport.close(),
  };
}
