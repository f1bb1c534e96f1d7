import { z } from 'zod';
import { defineEvent, resourceEvents } from './define';
import { sceneSchema } from '../signage/scene';
import { segmentSchema } from '../signage/segment';
import { streamSchema } from '../signage/stream';
import { signageDeviceRecordSchema } from '../signage/device';
import { signageCommandSchema } from '../signage/command';

/** JetStream stream of the signage service. */
export const SIGNAGE_STREAM = { name: 'SIGNAGE', subjects: ['signage.>'] };

/**
 * Event catalogue of the signage service (issue 16): the standard events of scenes,
 * segments, streams and TVs; a TV's command changing state; a TV's key rotated (its open
 * streams end); the catalogue data of menu boards changed (every instance pushes the new
 * boards to its TVs).
 */
export const signageEvents = {
  scene: resourceEvents('signage.scene', sceneSchema),
  segment: resourceEvents('signage.segment', segmentSchema),
  stream: resourceEvents('signage.stream', streamSchema),
  device: resourceEvents('signage.device', signageDeviceRecordSchema),
  /** A command was sent to a TV or changed state (running, done, failed, aborted). */
  command: { changed: defineEvent('signage.command.changed', 1, z.object({ device: z.number().int(), command: signageCommandSchema })) },
  /** A TV's device key was created or rotated; carries no key and no hash. */
  deviceKey: { changed: defineEvent('signage.device-key.changed', 1, z.object({ device: z.number().int() })) },
  /**
   * Products of these categories changed as a menu board shows them (name, price, unit,
   * enabled, sold out); `branch` set when only that branch's sold-out mark changed.
   */
  menuBoard: {
    changed: defineEvent(
      'signage.menu-board.changed',
      1,
      z.object({ categories: z.array(z.number().int()), branch: z.number().int().nullable() }),
    ),
  },
};
