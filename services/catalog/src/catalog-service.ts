import { CATALOG_STREAM, servicePort } from '@asp/contracts';
import { registerResponseSnapshots, type ServiceDefinition } from '@asp/server-kit';
import { catalogMigrations } from './migrations';
import { registerBranchRoutes } from './routes/branches';
import { registerCategoryRoutes } from './routes/categories';
import { registerConfigRoutes } from './routes/config';
import { registerInitRoutes } from './routes/init';
import { registerMenuRoutes } from './routes/menus';
import { registerOrderScreenKeyRoutes } from './routes/order-screen-keys';
import { registerProductRoutes } from './routes/products';
import { registerProductStockRoutes } from './routes/product-stock';
import { registerSimpleResourceRoutes } from './routes/simple-resources';
import { registerTableRoutes } from './routes/tables';
import { seedDemoData } from './seed';

/** Anonymous start-up reads of the storefront (storefront.md §7), answered from memory. */
export const PUBLIC_SNAPSHOT_URLS = [
  '/api/init',
  '/api/config',
  '/api/branches',
  '/api/products',
  '/api/categories',
  '/api/menus',
  '/api/divisions',
  '/api/tags',
  '/api/donatees',
  '/api/tables',
];

/**
 * The catalog service (DESIGN.md §4): divisions, branches, departments, menus,
 * categories, tags, products, tables, donatees, the shop configuration and the
 * start-up data. Every write emits catalog.<entity>.<event> through the outbox.
 */
export const catalogService: ServiceDefinition = {
  name: 'catalog',
  defaultPort: servicePort('catalog'),
  migrations: catalogMigrations,
  stream: CATALOG_STREAM,
  async routes(app, ctx) {
    // The storefront's start-up reads from memory, rebuilt after each change (issue 18).
    registerResponseSnapshots(app, { urls: PUBLIC_SNAPSHOT_URLS, ownEvents: ctx.ownEvents });
    registerSimpleResourceRoutes(app, ctx);
    registerBranchRoutes(app, ctx);
    registerOrderScreenKeyRoutes(app, ctx);
    registerCategoryRoutes(app, ctx);
    registerProductRoutes(app, ctx);
    registerProductStockRoutes(app, ctx);
    registerMenuRoutes(app, ctx);
    registerTableRoutes(app, ctx);
    registerConfigRoutes(app, ctx);
    registerInitRoutes(app, ctx);
  },
  seed: seedDemoData,
};
