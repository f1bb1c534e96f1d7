import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
import { signageCommandSchema } from './command';

const dbId = recordIdSchema.max(2_147_483_647);

export const screenOrientationSchema = z.enum(['landscape', 'portrait']);

/**
 * A TV (document 1 §3 "digital signage devices"; issue 16): its unique identifier (the
 * player's address `/signage/{identifier}/{key}`), the branch it hangs in, what it plays
 * (a stream, and a scene outside the stream's schedule or without one) and its screen.
 */
export const signageDeviceInputSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  branch: dbId,
  stream: dbId.nullable().default(null),
  scene: dbId.nullable().default(null),
  resolution: z
    .object({ width: z.number().int().min(320).max(7680), height: z.number().int().min(240).max(4320) })
    .default({ width: 1920, height: 1080 }),
  orientation: screenOrientationSchema.default('landscape'),
});
export type SignageDeviceInput = z.input<typeof signageDeviceInputSchema>;

/** The stored TV record (what resource events carry). */
export const signageDeviceRecordSchema = signageDeviceInputSchema.extend({ id: z.number().int() });
export type SignageDeviceRecord = z.infer<typeof signageDeviceRecordSchema>;

/** The segment the TV reported playing last (heartbeat). */
export const currentSegmentSchema = z.object({ id: z.number().int(), name: z.string(), since: z.string() });

/**
 * The TV as the API answers it: the record plus server-managed state the back office
 * never writes — last contact and online (heartbeat within SIGNAGE_ONLINE_WINDOW_MS),
 * current segment, the last skipped segment, the newest command with its state, the last
 * screenshot, whether a device key exists.
 */
export const signageDeviceSchema = signageDeviceRecordSchema.extend({
  lastContactAt: z.string().nullable(),
  online: z.boolean(),
  currentSegment: currentSegmentSchema.nullable(),
  /** The last segment the player could not play and skipped, with its reason (heartbeat `failedSegment`). */
  lastFailure: z.object({ segment: z.number().int(), message: z.string(), at: z.string() }).nullable(),
  command: signageCommandSchema.nullable(),
  /** `url` is a staff-only image route of the signage service. */
  screenshot: z.object({ url: z.string(), takenAt: z.string() }).nullable(),
  hasKey: z.boolean(),
});
export type SignageDevice = z.infer<typeof signageDeviceSchema>;

/** A TV counts as online for two minutes after its last heartbeat (the player beats every 30 s). */
export const SIGNAGE_ONLINE_WINDOW_MS = 2 * 60_000;

/** List filters of `GET /api/digital-signage-devices` (plus limit/offset/sort). */
export const signageDeviceListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  branch: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  stream: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** `POST /api/digital-signage-devices/{id}/key`: the new key, shown this once (only its hash is kept). */
export const signageDeviceKeySchema = z.object({ key: z.string(), device: signageDeviceSchema });
