import { DEVICES_STREAM, devicesQueues, servicePort } from '@asp/contracts';
import { createQueue, createQueueEvents, type Closable, type ServiceDefinition } from '@asp/server-kit';
import { readDevicesOptions, type DevicesOptions } from './config';
import type { DevicesDeps } from './deps';
import { devicesMigrations } from './migrations';
import { startPrintWorker } from './print-worker';
import { registerDeviceActionRoutes } from './routes/device-actions';
import { registerDeviceRoutes } from './routes/devices';
import { seedDemoDevices } from './seed';
import type { DevicesDb } from './tables';
import { startVirtualPrinter, type VirtualPrinter } from './virtual-printer/virtual-printer';

/**
 * The devices service (DESIGN.md §4): label and receipt printers and notification
 * devices, the print jobs (BullMQ queue `devices.print`, ESC/POS over raw TCP), the test
 * actions and device logs. With VIRTUAL_PRINTER_PORT set it also runs the virtual
 * network printer of development and tests, which stores what it receives as text.
 */
export function createDevicesService(overrides: Partial<DevicesOptions> = {}): ServiceDefinition {
  const options: DevicesOptions = { ...readDevicesOptions(), ...overrides };
  let deps: DevicesDeps | null = null;
  let virtualPrinter: VirtualPrinter | null = null;
  return {
    name: 'devices',
    defaultPort: servicePort('devices'),
    migrations: devicesMigrations,
    stream: DEVICES_STREAM,
    async routes(app, ctx) {
      const db = ctx.db as DevicesDb;
      const printQueue = ctx.redis
        ? createQueue(devicesQueues.print, ctx.redis, {
            prefix: options.queuePrefix,
            defaultJobOptions: { attempts: options.print.attempts, backoff: { type: 'exponential', delay: options.print.backoffMs } },
          })
        : null;
      const printEvents = ctx.redis ? createQueueEvents(devicesQueues.print, ctx.redis, { prefix: options.queuePrefix }) : null;
      deps = { db, options, log: ctx.log, printQueue, printEvents };
      if (options.virtualPrinter) {
        virtualPrinter = await startVirtualPrinter({
          ...options.virtualPrinter,
          log: ctx.log,
          onReceipt: async (receipt) => {
            await db.insertInto('virtual_printer_receipts').values(receipt).execute();
          },
        });
      }
      app.addHook('onClose', async () => {
        await printEvents?.close();
        await printQueue?.close();
        await virtualPrinter?.close();
      });
      registerDeviceRoutes(app, ctx, deps);
      registerDeviceActionRoutes(app, deps);
    },
    async background(ctx): Promise<Closable[]> {
      if (!deps || !ctx.redis) {
        ctx.log.warn('no Redis: print jobs are not processed');
        return [];
      }
      return [startPrintWorker(deps, ctx.redis)];
    },
    seed: (ctx) => seedDemoDevices(ctx, virtualPrinter ? { host: virtualPrinter.host, port: virtualPrinter.port } : null),
  };
}

export const devicesService: ServiceDefinition = createDevicesService();
