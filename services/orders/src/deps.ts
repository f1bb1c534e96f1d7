import type { FastifyBaseLogger } from 'fastify';
import type { OrdersOptions } from './config';
import type { LiveUpdates } from './live-updates';
import type { StockLiveUpdates } from './stock-live';
import type { NotificationQueue } from './notifications/worker';
import type { ReconcileQueue } from './payments/reconcile-job';
import type { PaymentRegistry } from './payments/registry';
import type { OrdersDb } from './tables';
import type { TicketAllocator } from './ticket-numbers';

/** What the routes of the orders service share (built once per service instance). */
export interface OrdersDeps {
  db: OrdersDb;
  options: OrdersOptions;
  registry: PaymentRegistry;
  /** Ticket numbers, drawn outside the order's transaction (ticket-numbers.ts). */
  tickets: TicketAllocator;
  live: LiveUpdates;
  /** The shop's live 'ausverkauft' (issue 13). */
  stockLive: StockLiveUpdates;
  /** Null without Redis (then only webhooks and the staff re-check settle payments). */
  reconcileQueue: ReconcileQueue | null;
  /** Customer e-mails and SMS (notifications/); null without Redis (the worker's sweep sends them later). */
  notificationQueue: NotificationQueue | null;
  log: FastifyBaseLogger;
  now: () => Date;
}
