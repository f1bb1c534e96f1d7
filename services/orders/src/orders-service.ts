import { ORDERS_STREAM, servicePort } from '@asp/contracts';
import { type Closable, type ServiceApp, type ServiceDefinition } from '@asp/server-kit';
import { catalogReplicaConsumer } from './catalog-replica/consumer';
import { autoPrintConsumer, type AutoPrintRef } from './printing/auto-print-consumer';
import { readOrdersOptions, type OrdersOptions } from './config';
import { seedDemoOrders } from './demo-orders';
import type { OrdersDeps } from './deps';
import { LiveUpdates } from './live-updates';
import { startMaintenance } from './maintenance-job';
import { ordersMigrations } from './migrations';
import { notificationConsumer, type NotificationQueueRef } from './notifications/consumer';
import { createNotificationQueue, startNotificationWorker } from './notifications/worker';
import { createReconcileQueue, startReconcileWorker } from './payments/reconcile-job';
import { createPaymentRegistry } from './payments/registry';
import { startPaymentSweep } from './payments/sweep-job';
import { registerCreateOrderRoute } from './routes/create-order';
import { registerOrderItemRoutes } from './routes/order-items';
import { registerOrderScreenRoutes } from './routes/order-screens';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPaymentRoutes } from './routes/payments';
import { registerPrintRoute } from './routes/print';
import { createPrintDispatch } from './printing/print-and-wait';
import { registerPublicOrderRoutes } from './routes/public-orders';
import { registerSlotAvailabilityRoute } from './routes/slot-availability';
import { registerStockRoute } from './routes/stock';
import { StockLiveUpdates } from './stock-live';
import { createTicketAllocator } from './ticket-numbers';
import { registerStaffOrderRoutes } from './routes/staff-orders';

/**
 * Bodies the service accepts besides JSON: provider webhooks and the sandbox page post
 * forms. The counter-appointment calls have an empty body, which some clients still
 * label as JSON; an empty JSON body therefore counts as no body.
 */
function registerBodyParsers(app: ServiceApp): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return json(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * The orders service (DESIGN.md §4): orders and their lifecycle, the public order view
 * with live updates, counter appointments, the questionnaire, the back-office order calls
 * and online payments. It knows the catalogue only from its replica (catalog events).
 */
export function createOrdersService(overrides: Partial<OrdersOptions> = {}): ServiceDefinition {
  const options: OrdersOptions = { ...readOrdersOptions(), ...overrides };
  let deps: OrdersDeps | null = null;
  // The notification consumer is declared now; the queue it adds jobs to exists once routes() ran.
  const notifications: NotificationQueueRef = { queue: null, options: options.notifications, log: null };
  const autoPrint: AutoPrintRef = { queue: null, log: null };
  return {
    name: 'orders',
    defaultPort: servicePort('orders'),
    migrations: ordersMigrations,
    stream: ORDERS_STREAM,
    consumers: [catalogReplicaConsumer, notificationConsumer(notifications), autoPrintConsumer(autoPrint)],
    // Demo orders for the back office (demo-orders.ts), only into an empty orders table.
    seed: (ctx) => seedDemoOrders(ctx, options.now()),
    async routes(app, ctx) {
      registerBodyParsers(app);
      const live = new LiveUpdates(ctx.nats, ctx.log, options.heartbeatMs);
      live.start();
      const stockLive = new StockLiveUpdates(ctx.nats, ctx.log, options.heartbeatMs);
      stockLive.start();
      const reconcileQueue = ctx.redis ? createReconcileQueue(ctx.redis, options.queuePrefix) : null;
      const notificationQueue = ctx.redis ? createNotificationQueue(ctx.redis, options.queuePrefix) : null;
      Object.assign(notifications, { queue: notificationQueue, log: ctx.log });
      // One connection to the devices service's print queue: the print calls wait on it,
      // the auto-print consumer only enqueues (closed with the app).
      const printDispatch = createPrintDispatch(app, ctx, options.queuePrefix);
      Object.assign(autoPrint, { queue: printDispatch?.queue ?? null, log: ctx.log });
      const tickets = createTicketAllocator(ctx.env.databaseUrl!, ctx.log);
      deps = {
        db: ctx.db,
        options,
        registry: createPaymentRegistry(options, ctx.db),
        tickets,
        live,
        stockLive,
        reconcileQueue,
        notificationQueue,
        log: ctx.log,
        now: options.now,
      };
      // Open event streams would keep the HTTP server from closing.
      app.addHook('preClose', async () => {
        await live.close();
        await stockLive.close();
      });
      app.addHook('onClose', async () => {
        await tickets.close();
        await reconcileQueue?.close();
        await notificationQueue?.close();
      });
      registerCreateOrderRoute(app, deps);
      registerPublicOrderRoutes(app, deps);
      registerSlotAvailabilityRoute(app, deps);
      registerStockRoute(app, deps);
      registerStaffOrderRoutes(app, deps);
      registerOrderItemRoutes(app, deps);
      registerPaymentRoutes(app, deps);
      registerPrintRoute(app, deps, printDispatch);
      registerOrderScreenRoutes(app, deps);
      registerNotificationRoutes(app, deps);
    },
    async background(ctx): Promise<Closable[]> {
      if (!deps || !ctx.redis) return [];
      return [
        startReconcileWorker(deps, ctx.redis, ctx.log, options.queuePrefix),
        ...(await startPaymentSweep(deps, ctx.redis, ctx.log, options)),
        ...(await startMaintenance(ctx.db, ctx.redis, ctx.log, options)),
        ...(await startNotificationWorker({
          db: ctx.db,
          redis: ctx.redis,
          log: ctx.log,
          prefix: options.queuePrefix,
          options: options.notifications,
          publicBaseUrl: options.publicBaseUrl,
        })),
      ];
    },
  };
}
