/** PostgreSQL tables of the catalog service (one JSONB document per record). */
export const TABLES = {
  divisions: 'divisions',
  branches: 'branches',
  departments: 'departments',
  menus: 'menus',
  categories: 'categories',
  tags: 'tags',
  products: 'products',
  /** Dine-in tables; named so nobody confuses them with database tables. */
  tables: 'dine_in_tables',
  donatees: 'donatees',
  config: 'shop_config',
} as const;
