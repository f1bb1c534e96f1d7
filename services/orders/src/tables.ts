import type { NotificationChannel, NotificationKind, NotificationStatus, Order } from '@asp/contracts';
import type { DefaultTimestamp, Db, Generated, Json, ServerKitTables, Timestamp, Trx } from '@asp/server-kit';

/** PostgreSQL tables of the orders service. */
export const TABLES = {
  orders: 'orders',
  ticketCounters: 'ticket_counters',
  sandboxPayments: 'sandbox_payments',
  /** Seats taken per branch, order-type group and 15-minute window (slot capacity, issue 11). */
  orderSlots: 'order_slots',
  /** Which order holds a seat in which window, so releasing it is exact and happens once. */
  orderSlotBookings: 'order_slot_bookings',
  /** Customer e-mails and SMS, one row per message (notifications/, issue 12). */
  orderNotifications: 'order_notifications',
  /** SMS the development provider stored instead of sending (shown in the back office). */
  smsMessages: 'sms_messages',
  /** Who did what to an order, when (one row per order event). */
  orderHistory: 'order_history',
  /** Local replica of catalogue data, fed by catalog.* events (never the catalog's own tables). */
  catalogBranches: 'catalog_branches',
  catalogProducts: 'catalog_products',
  catalogTables: 'catalog_tables',
  catalogMenus: 'catalog_menus',
  catalogCategories: 'catalog_categories',
  catalogDonatees: 'catalog_donatees',
  catalogConfig: 'catalog_config',
  /** SHA-256 of each branch's order-screen API key, from catalog.order-screen-key.changed (order-screens/screen-keys.ts). */
  orderScreenKeys: 'order_screen_keys',
  /** Sold out / daily quantity per product and branch, from catalog.product-stock.changed (stock.ts, issue 13). */
  stockSettings: 'stock_settings',
  /** Quantity ordered per product, branch and Berlin day (the counter the daily quantity is checked against). */
  stockUsage: 'stock_usage',
  /** What each order took from which counter, so a cancel gives back exactly that, once. */
  stockReservations: 'stock_reservations',
} as const;

export const REPLICA_TABLES = {
  branch: TABLES.catalogBranches,
  product: TABLES.catalogProducts,
  table: TABLES.catalogTables,
  menu: TABLES.catalogMenus,
  category: TABLES.catalogCategories,
  donatee: TABLES.catalogDonatees,
} as const;
export type ReplicaEntity = keyof typeof REPLICA_TABLES;

/** A replica row: the catalog's record as its last event carried it. */
interface ReplicaTable {
  id: number;
  data: Json<Record<string, unknown>>;
  updated_at: DefaultTimestamp;
}

/**
 * One customer message (notifications/notification-store.ts). `data` is what the text is
 * rendered from: the order as the event carried it, plus extras of the kind.
 */
export interface NotificationData {
  order: Order;
  /** final-amount: the weighed total. */
  finalAmount?: number;
}

export interface OrderNotificationsTable {
  id: Generated<number>;
  key: string;
  order_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  data: Json<NotificationData>;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  updated_at: DefaultTimestamp;
}

/**
 * The columns of every table above (migrations.ts), so queries through `OrdersDb` are
 * type-checked; the event and idempotency tables come with ServerKitTables.
 */
export interface OrdersTables extends ServerKitTables {
  orders: {
    id: number;
    uid: string;
    hash: string;
    branch_id: number;
    /** Berlin calendar day; PostgreSQL `date`, read as Date. */
    ticket_day: Timestamp;
    ticket_number: number;
    status: string;
    payment_provider: string | null;
    payment_id: string | null;
    data: Json<Order>;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  order_history: {
    id: Generated<number>;
    order_id: number;
    at: Timestamp;
    event: string;
    actor_id: number | null;
    actor_name: string | null;
    note: string | null;
  };
  ticket_counters: { branch_id: number; day: Timestamp; last_number: number };
  sandbox_payments: {
    id: string;
    order_id: number;
    amount: number;
    currency: string;
    description: string;
    redirect_url: string;
    status: string;
    created_at: DefaultTimestamp;
    captured_amount: number | null;
    refunded_amount: Generated<number>;
    is_voided: Generated<boolean>;
  };
  order_slots: { branch_id: number; slot_group: 'pickup' | 'delivery'; slot_start: Timestamp; booked: number; capacity: number };
  order_slot_bookings: { order_id: number; branch_id: number; slot_group: 'pickup' | 'delivery'; slot_start: Timestamp };
  order_notifications: OrderNotificationsTable;
  sms_messages: {
    id: Generated<number>;
    notification_key: string;
    recipient: string;
    sender: string;
    text: string;
    created_at: DefaultTimestamp;
  };
  catalog_branches: ReplicaTable;
  catalog_products: ReplicaTable;
  catalog_tables: ReplicaTable;
  catalog_menus: ReplicaTable;
  catalog_categories: ReplicaTable;
  catalog_donatees: ReplicaTable;
  catalog_config: { id: number; data: Json<Record<string, unknown>>; updated_at: DefaultTimestamp };
  order_screen_keys: { branch_id: number; key_hash: string; updated_at: DefaultTimestamp };
  /** numeric columns read back as strings. */
  stock_settings: {
    product_id: number;
    branch_id: number;
    sold_out: boolean;
    daily_quantity: number | string | null;
    updated_at: DefaultTimestamp;
  };
  stock_usage: { product_id: number; branch_id: number; day: string | Timestamp; used: number | string };
  stock_reservations: { order_id: number; product_id: number; branch_id: number; day: string | Timestamp; amount: number | string };
}

export type OrdersDb = Db<OrdersTables>;
export type OrdersTrx = Trx<OrdersTables>;
