import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';

const dbId = recordIdSchema.max(2_147_483_647);

/** The commands a TV takes (document 1 §7 "POST digital-signage-devices/{id}/command"; issue 16). */
export const signageCommandTypeSchema = z.enum(['reload', 'show-scene', 'play-stream', 'black-screen', 'screenshot', 'clear-cache']);
export type SignageCommandType = z.infer<typeof signageCommandTypeSchema>;

/**
 * `POST /api/digital-signage-devices/{id}/command`. show-scene and play-stream override the
 * TV's playlist for `seconds` (null: until aborted or another command); black-screen the
 * same with a black screen. The others are done once.
 */
export const signageCommandBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reload') }),
  z.object({ type: z.literal('show-scene'), sceneId: dbId, seconds: z.number().int().min(1).max(86_400).nullable().default(60) }),
  z.object({ type: z.literal('play-stream'), streamId: dbId, seconds: z.number().int().min(1).max(86_400).nullable().default(null) }),
  z.object({ type: z.literal('black-screen'), seconds: z.number().int().min(1).max(86_400).nullable().default(null) }),
  z.object({ type: z.literal('screenshot') }),
  z.object({ type: z.literal('clear-cache') }),
]);
export type SignageCommandBody = z.input<typeof signageCommandBodySchema>;

/**
 * pending (sent, not yet acknowledged) → running (the TV took it) → done | failed (the TV
 * says so); pending or running → aborted (an admin). done, failed, aborted are final.
 */
export const signageCommandStateSchema = z.enum(['pending', 'running', 'done', 'failed', 'aborted']);
export type SignageCommandState = z.infer<typeof signageCommandStateSchema>;
export const FINAL_COMMAND_STATES: readonly SignageCommandState[] = ['done', 'failed', 'aborted'];

/** A command and its state, as the device record, the events and the TV's stream carry it. */
export const signageCommandSchema = z.object({
  id: z.uuid(),
  type: signageCommandTypeSchema,
  sceneId: z.number().int().nullable(),
  streamId: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  state: signageCommandStateSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  /** When an override ends (startedAt or createdAt + seconds); null = no end or not an override. */
  endsAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** What the TV reported when it failed, or its note on a done command (e.g. a screenshot without layout). */
  error: z.string().nullable(),
});
export type SignageCommand = z.infer<typeof signageCommandSchema>;

/** The longest error or note a TV may report on a command (the player shortens its own to it). */
export const COMMAND_REPORT_NOTE_MAX = 500;

/** `POST …/player/{identifier}/{key}/commands/{commandId}`: the TV reports a command's progress. */
export const commandReportBodySchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  error: z.string().trim().max(COMMAND_REPORT_NOTE_MAX).nullable().default(null),
});
