import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
import { signageScheduleSchema } from './schedule';

/** One place in a stream: a segment, and when it plays there (null = whenever the stream plays). */
export const streamEntrySchema = z.object({
  segment: recordIdSchema.max(2_147_483_647),
  schedule: signageScheduleSchema.nullable().default(null),
});
export type StreamEntry = z.infer<typeof streamEntrySchema>;

/**
 * A stream (document 1 §3 "digital signage streams"; issue 16): an ordered playlist of
 * segments with day and time windows per entry (breakfast offers until 11:00) and for the
 * whole stream. Outside the stream's schedule a TV shows its scene (if any) or nothing.
 */
export const streamInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  entries: z.array(streamEntrySchema).max(200).default([]),
  schedule: signageScheduleSchema.nullable().default(null),
});
export type StreamInput = z.input<typeof streamInputSchema>;

export const streamSchema = streamInputSchema.extend({ id: z.number().int() });
export type Stream = z.infer<typeof streamSchema>;

/** List filters of `GET /api/digital-signage-streams` (plus limit/offset/sort). */
export const streamListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  /** Streams that play this segment. */
  segment: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
