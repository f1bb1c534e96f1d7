import { z } from 'zod';

/**
 * Events a consumer could not read (no envelope, or a payload failing the catalogue's
 * schema) are not acked silently: they are published to `dead-letter.<durable>` on this
 * stream of their own (its subjects overlap no service stream, so a dead letter never
 * loops back into a consumer) and counted in the consuming service's `dead_letters` table.
 */
export const DEAD_LETTER_STREAM = { name: 'DEAD_LETTERS', subjects: ['dead-letter.>'] };

export const deadLetterSubject = (durable: string) => `dead-letter.${durable}`;

export const deadLetterSchema = z.object({
  consumer: z.string(),
  stream: z.string(),
  subject: z.string(),
  /** Null when the message was not even an event envelope. */
  eventId: z.string().nullable(),
  reason: z.string(),
  /** The payload as received (the raw message text when it was no envelope). */
  payload: z.unknown(),
  at: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
