import { catalogEvents, defaultConfig, parseStoredConfig, type Config } from '@asp/contracts';
import { sql, writeEvent } from '@asp/server-kit';
import { TABLES, type CatalogDb, type CatalogTrx } from './tables';

/**
 * The one shop configuration. Read through the schema so fields added later get their
 * defaults; before anything is saved the defaults are the configuration.
 */
export async function readConfig(db: CatalogDb | CatalogTrx): Promise<Config> {
  const row = await db.selectFrom(TABLES.config).select('data').where('id', '=', 1).executeTakeFirst();
  return row ? parseStoredConfig(row.data) : defaultConfig();
}

/** Saves the whole configuration and emits catalog.config.updated in the same transaction. */
export async function saveConfig(trx: CatalogTrx, config: Config): Promise<Config> {
  const data = JSON.stringify(config);
  await trx
    .insertInto(TABLES.config)
    .values({ id: 1, data, updated_at: new Date() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: sql<Date>`now()` }))
    .execute();
  await writeEvent(trx, catalogEvents.config.updated, { data: config });
  return config;
}
