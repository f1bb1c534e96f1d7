/** PostgreSQL tables of the orders service. */
export const TABLES = {
  orders: 'orders',
  ticketCounters: 'ticket_counters',
  sandboxPayments: 'sandbox_payments',
  /** Seats taken per branch, order-type group and 15-minute window (slot capacity, issue 11). */
  orderSlots: 'order_slots',
  /** Which order holds a seat in which window, so releasing it is exact and happens once. */
  orderSlotBookings: 'order_slot_bookings',
  /** Local replica of catalogue data, fed by catalog.* events (never the catalog's own tables). */
  catalogBranches: 'catalog_branches',
  catalogProducts: 'catalog_products',
  catalogTables: 'catalog_tables',
  catalogMenus: 'catalog_menus',
  catalogCategories: 'catalog_categories',
  catalogDonatees: 'catalog_donatees',
  catalogConfig: 'catalog_config',
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
