import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
import { netQuantitySchema, unitCodeSchema } from '../catalog/units';
import { signageCommandSchema } from './command';
import { menuBoardLayoutSchema, segmentKindSchema, signageMediaSchema } from './segment';
import { screenOrientationSchema } from './device';
import { signageScheduleSchema } from './schedule';

/** Path parameters of the player calls: the TV's identifier and its device key (a secret, masked in logs). */
export const playerParamsSchema = z.object({
  identifier: z.string().min(1).max(64),
  deviceKey: z.string().min(1).max(128),
});

/** One product on a menu board, from the signage service's catalogue replica. */
export const menuBoardProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Gross price per `unit` (EUR). */
  price: z.number(),
  unit: unitCodeSchema,
  /** The product's price note ('pro 100 g'), if any. */
  pricing: z.string().nullable(),
  /** Net quantity of one piece/package, for the base price (PAngV). */
  netQuantity: netQuantitySchema.nullable(),
  isPriceHidden: z.boolean(),
  /** Sold out at the TV's branch today. */
  soldOut: z.boolean(),
});
export type MenuBoardProduct = z.infer<typeof menuBoardProductSchema>;

/** A menu board resolved for one TV: its category's enabled products, by name. */
export const resolvedMenuBoardSchema = z.object({
  category: z.number().int(),
  /** The segment's title, else the category's name ('' while the category is unknown). */
  title: z.string(),
  layout: menuBoardLayoutSchema,
  showSoldOut: z.boolean(),
  products: z.array(menuBoardProductSchema),
});
export type ResolvedMenuBoard = z.infer<typeof resolvedMenuBoardSchema>;

/** One segment of a playlist, ready to play. */
export const playlistSegmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: segmentKindSchema,
  /** Seconds on screen. */
  duration: z.number().int(),
  media: signageMediaSchema.nullable(),
  url: z.string().nullable(),
  html: z.string(),
  template: z.object({ id: z.number().int(), values: z.record(z.string(), z.string()) }).nullable(),
  menuBoard: resolvedMenuBoardSchema.nullable(),
});
export type PlaylistSegment = z.infer<typeof playlistSegmentSchema>;

/** A segment of the whole stream with the schedules that gate it (its stream entry's and its own). */
export const scheduledSegmentSchema = playlistSegmentSchema.extend({ schedules: z.array(signageScheduleSchema) });

/**
 * The whole assigned stream with its schedules (mode stream only): a TV that cannot reach
 * the platform picks from it what runs now, so schedules still switch at the right minute in
 * Berlin time while the network or the platform is down.
 */
export const offlinePlanSchema = z.object({
  streamSchedule: signageScheduleSchema.nullable(),
  segments: z.array(scheduledSegmentSchema),
});
export type OfflinePlan = z.infer<typeof offlinePlanSchema>;

/**
 * Why the playlist is what it is: the assigned stream, the assigned scene, a command's
 * scene or stream, a black screen (command), or nothing to show.
 */
export const playlistModeSchema = z.enum(['stream', 'scene', 'command-scene', 'command-stream', 'black', 'empty']);

/**
 * `GET /api/digital-signage-devices/player/{identifier}/{key}`: what the TV plays now
 * (Europe/Berlin), in order. `validUntil` is the next minute at which a schedule may
 * change it (the player fetches again then, or on `event: playlist`).
 */
export const playlistSchema = z.object({
  device: z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    branch: z.number().int(),
    resolution: z.object({ width: z.number().int(), height: z.number().int() }),
    orientation: screenOrientationSchema,
  }),
  mode: playlistModeSchema,
  /** The scene's HTML slide when mode is scene or command-scene ('' otherwise). */
  sceneHtml: z.string(),
  sceneDuration: z.number().int().nullable(),
  segments: z.array(playlistSegmentSchema),
  /** The TV's newest command (the player acknowledges a pending one). */
  command: signageCommandSchema.nullable(),
  generatedAt: z.string(),
  validUntil: z.string(),
  timeZone: z.literal('Europe/Berlin'),
  /** What to play by schedule while the service cannot be asked (null: keep playing `segments`). */
  offline: offlinePlanSchema.nullable().default(null),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** Longest failure message a heartbeat carries; the player cuts longer ones (a browser's error text). */
export const SEGMENT_FAILURE_MESSAGE_MAX = 500;

/** `POST …/player/{identifier}/{key}/heartbeat`: what the TV plays now and what went wrong. */
export const heartbeatBodySchema = z.object({
  segment: recordIdSchema.max(2_147_483_647).nullable(),
  /** A segment that could not be played (broken video, missing image) and was skipped. */
  failedSegment: z
    .object({ id: recordIdSchema.max(2_147_483_647), message: z.string().trim().max(SEGMENT_FAILURE_MESSAGE_MAX) })
    .nullable()
    .default(null),
});
export const heartbeatAnswerSchema = z.object({ serverTime: z.string(), command: signageCommandSchema.nullable() });

/** `POST …/player/{identifier}/{key}/screenshot`: a PNG, JPEG or WebP as a data URL (at most 2 MB). */
export const screenshotBodySchema = z.object({
  commandId: z.uuid().nullable().default(null),
  image: z
    .string()
    .max(2_900_000)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/),
});

/**
 * The TV's event stream (`GET …/player/{identifier}/{key}/events`, Server-Sent Events):
 * - `event: ready` `{ deviceId }` first (then load the playlist: the resync after every reconnect);
 * - `event: command` a SignageCommand whenever the TV's command is created or changes state (abort included);
 * - `event: playlist` `{ reason }` when what it plays may have changed (assignment, a scene, segment or stream saved): fetch the playlist;
 * - `event: menu-board` `{ segment, menuBoard }` when a price, name or sold-out mark of a board it shows changed;
 * - `event: heartbeat` `{}` every 15 s (a player that hears nothing for 40 s reconnects).
 * A rotated key or a deleted TV ends the stream; the reconnect then gets the 401.
 */
export const playerStreamEvents = {
  ready: z.object({ deviceId: z.number().int() }),
  command: signageCommandSchema,
  playlist: z.object({ reason: z.enum(['device', 'scene', 'segment', 'stream', 'command']) }),
  'menu-board': z.object({ segment: z.number().int(), menuBoard: resolvedMenuBoardSchema }),
  heartbeat: z.object({}),
} as const;
export type PlayerStreamEventName = keyof typeof playerStreamEvents;
