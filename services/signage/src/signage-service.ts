import { SIGNAGE_STREAM, servicePort } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { catalogReplicaConsumer } from './catalog-replica';
import { readSignageOptions, type SignageOptions } from './config';
import type { SignageDeps } from './deps';
import { currentKeyHash } from './device-keys';
import { findDevice } from './device-store';
import { LivePush } from './live-push';
import { signageMigrations } from './migrations';
import { resolvePlaylist } from './playlist';
import { registerDeviceCommandRoutes } from './routes/device-commands';
import { registerPlayerRoutes } from './routes/player';
import { registerSignageResources } from './routes/resources';
import { seedDemoSignage } from './seed';
import type { SignageDb } from './tables';

/**
 * The signage service (issue 16; document 1 §3, §7 digital signage): scenes, segments,
 * streams and TVs; device keys; the player's playlist, heartbeat, command reports and
 * screenshots; commands with abort; live pushes to the TVs over Server-Sent Events; and
 * a catalogue replica that keeps menu boards live.
 */
export function createSignageService(overrides: Partial<SignageOptions> = {}): ServiceDefinition {
  const options: SignageOptions = { ...readSignageOptions(), ...overrides };
  return {
    name: 'signage',
    defaultPort: servicePort('signage'),
    migrations: signageMigrations,
    stream: SIGNAGE_STREAM,
    consumers: [catalogReplicaConsumer(options.replicaDurable)],
    async routes(app, ctx) {
      const db = ctx.db as SignageDb;
      const live = new LivePush(ctx.nats, ctx.log, options.heartbeatMs);
      const deps: SignageDeps = { db, options, log: ctx.log, live };
      live.start({
        keyHash: (deviceId) => currentKeyHash(db, deviceId),
        async menuBoards(deviceId, categories) {
          const device = await findDevice(db, deviceId);
          if (!device) return [];
          const playlist = await resolvePlaylist(db, device, options.now());
          return playlist.segments.flatMap((segment) =>
            segment.menuBoard && categories.includes(segment.menuBoard.category)
              ? [{ segment: segment.id, menuBoard: segment.menuBoard }]
              : [],
          );
        },
      });
      // Open streams never end by themselves: end them before the server waits for its requests.
      app.addHook('preClose', async () => live.close());
      registerSignageResources(app, ctx, deps);
      registerDeviceCommandRoutes(app, deps);
      registerPlayerRoutes(app, deps);
    },
    seed: (ctx) => seedDemoSignage(ctx),
  };
}

export const signageService: ServiceDefinition = createSignageService();
