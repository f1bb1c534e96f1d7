import { contentQueues, type SendFormMailJob } from '@asp/contracts';
import { fill, websiteContentTexts } from '@asp/i18n';
import { createQueue, createWorker, keepRecentRuns, sql, type Closable } from '@asp/server-kit';
import { UnrecoverableError } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FormMailOptions } from '../config';
import type { ContentDb, FormMail, FormSubmissionValue } from '../tables';

export type EnqueueFormMail = (job: SendFormMailJob) => Promise<void>;

const jobId = (submissionId: number) => `form-submission-${submissionId}`;

/** One job per stored submission (job id = `form-submission-<id>`), retried with exponential backoff. */
export function formMailQueue(redis: Redis, prefix: string, options: FormMailOptions): { enqueue: EnqueueFormMail } & Closable {
  const queue = createQueue(contentQueues.formMail, redis, { prefix });
  return {
    enqueue: async (job) => {
      await queue.enqueue('send-form-mail', job, {
        jobId: jobId(job.submissionId),
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        ...keepRecentRuns,
      });
    },
    close: () => queue.close(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The mail of one submission: the action's message, then every field as "label: value"; all entered text escaped. */
export function renderFormMail(formName: string, mail: FormMail, values: FormSubmissionValue[]) {
  const subject = mail.subject.trim() || fill(websiteContentTexts.formMailSubject, { name: formName });
  const lines = values.map((entry) => `${entry.label}: ${entry.value}`);
  const text = [mail.message.trim(), ...lines].filter(Boolean).join('\n');
  const rows = values.map(
    (entry) => `<tr><th align="left">${escapeHtml(entry.label)}</th><td>${escapeHtml(entry.value).replace(/\n/g, '<br>')}</td></tr>`,
  );
  const html = `${mail.message.trim() ? `<p>${escapeHtml(mail.message.trim())}</p>` : ''}<table>${rows.join('')}</table>`;
  return { subject, text, html };
}

/** The first valid e-mail address a visitor entered: replying to the mail answers them. */
const replyTo = (values: FormSubmissionValue[]) => values.find((entry) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(entry.value))?.value;

/**
 * Sends one submission's mail: locks its row, returns at once when it was sent already (a
 * second job for the same row), sends, marks it sent — or counts the attempt with the
 * error and, after the last attempt, marks it failed. The Message-ID derives from the
 * row, so a copy sent twice (death between the server's 250 and the commit) is recognisable.
 */
export async function sendFormMail(
  db: ContentDb,
  transport: Transporter | null,
  options: FormMailOptions,
  submissionId: number,
  finalAttempt: boolean,
): Promise<'sent' | 'skipped'> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('form_submissions').selectAll().where('id', '=', submissionId).forUpdate().executeTakeFirst();
    if (!row || row.mail_status !== 'queued' || !row.mail) return { status: 'skipped' as const };
    const mail = row.mail as FormMail;
    const values = row.values as FormSubmissionValue[];
    let failure: unknown = null;
    try {
      if (!transport) throw new UnrecoverableError(websiteContentTexts.formMailNotConfigured);
      const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        replyTo: replyTo(values),
        messageId: `<${jobId(submissionId)}@${domain}>`,
        ...renderFormMail(row.form_name, mail, values),
      });
    } catch (error) {
      failure = error;
    }
    const failed = failure !== null && (finalAttempt || failure instanceof UnrecoverableError);
    await trx
      .updateTable('form_submissions')
      .set({
        mail_attempts: sql`mail_attempts + 1`,
        mail_error: failure === null ? null : (failure instanceof Error ? failure.message : String(failure)).slice(0, 500),
        mail_status: failure === null ? 'sent' : failed ? 'failed' : 'queued',
      })
      .where('id', '=', submissionId)
      .execute();
    return failure === null ? { status: 'sent' as const } : { status: 'failed' as const, failure };
  });
  // Thrown after the commit, so the attempt and its error stay recorded while BullMQ retries.
  if (outcome.status === 'failed') throw outcome.failure;
  return outcome.status;
}

/** The worker, plus a re-queue of rows still `queued` at start (a job lost between commit and add, or with Redis). */
export async function startFormMailWorker(
  db: ContentDb,
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
  options: FormMailOptions,
): Promise<Closable[]> {
  const queue = formMailQueue(redis, prefix, options);
  // Bounded waits: a hanging server fails the attempt (and BullMQ retries) instead of holding the job.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const worker = createWorker(
    contentQueues.formMail,
    {
      'send-form-mail': (payload, job) =>
        sendFormMail(db, transport, options, payload.submissionId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1)),
    },
    redis,
    { log, prefix, concurrency: 2 },
  );
  const queued = await db.selectFrom('form_submissions').select('id').where('mail_status', '=', 'queued').execute();
  for (const row of queued) await queue.enqueue({ submissionId: Number(row.id) });
  return [worker, queue, { close: async () => transport?.close() }];
}
