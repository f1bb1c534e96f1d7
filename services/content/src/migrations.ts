import { createResourceTable, sql, type Migrations } from '@asp/server-kit';
import { TABLES } from './tables';

/**
 * Schema of the content service (names sort after the core '0000_…' event migrations).
 * An upload is a file on disk plus this row; the row is what makes the file reachable.
 */
export const contentMigrations: Migrations = {
  '1000_uploads': {
    async up(db) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        // Part of the file name; stays 1 until files can be replaced.
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('extension', 'text', (col) => col.notNull())
        .addColumn('mime_type', 'text', (col) => col.notNull())
        // 128 random bits: the link cannot be guessed from the (sequential) id.
        .addColumn('public_hash', 'text', (col) => col.notNull().unique())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('original_name', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  /**
   * The website resources: JSONB documents validated by the contracts. The `identifier`
   * column holds what document 1 §3 calls unique — the identifier of navigations, blocks
   * and nodes, the path of sites and redirects — so the database refuses duplicates too.
   */
  '1001_website_resources': {
    async up(db) {
      for (const table of [TABLES.navigations, TABLES.sites, TABLES.blocks, TABLES.nodes, TABLES.redirects]) {
        await createResourceTable(db, table, { identifier: true });
      }
    },
  },
  /**
   * Which orders use which upload, learned from the orders service's `orders.order.placed`
   * events (this service never reads the orders database). An upload without a row here is
   * an orphan and is removed after a day; deleting an upload drops its rows.
   */
  '1002_upload_references': {
    async up(db) {
      await db.schema
        .createTable('upload_references')
        .addColumn('upload_id', 'bigint', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('upload_references_pkey', ['upload_id', 'order_id'])
        .execute();
      // The clean-up looks for old uploads first.
      await db.schema.createIndex('uploads_created_at_idx').on('uploads').column('created_at').execute();
    },
  },
  /**
   * Anonymous callers' lists and reads ask for `data @> '{"isPublic": true}'` (the
   * visibility condition runs in SQL, resource-list.ts); containment is served by GIN.
   */
  '1003_website_list_indexes': {
    async up(db) {
      for (const table of [TABLES.navigations, TABLES.sites, TABLES.blocks, TABLES.nodes]) {
        await sql`create index ${sql.id(`${table}_data_gin`)} on ${sql.table(table)} using gin (data jsonb_path_ops)`.execute(db);
      }
    },
  },
  /**
   * The uploads the shop configuration uses as logo, favicon and og image, learned from
   * the catalog service's `catalog.config.updated` events: the clean-up keeps them like
   * the files orders use. One row per configuration field.
   */
  '1004_config_upload_references': {
    async up(db) {
      await db.schema
        .createTable('config_upload_references')
        .addColumn('field', 'text', (col) => col.primaryKey())
        .addColumn('upload_id', 'bigint', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
        .execute();
    },
  },
  /**
   * Images (website.md §3): a document per image with its current version, extension,
   * alt text, dimensions and processing state; sorted and searched like the other lists.
   */
  '1005_images': {
    async up(db) {
      await createResourceTable(db, TABLES.images);
    },
  },
  /**
   * The images catalogue records show (product, category, tag, donatee, division, branch),
   * learnt from the catalog's events: an image in use cannot be deleted. No foreign key to
   * images: an event may name an image this service has not got (yet).
   */
  '1006_catalog_image_references': {
    async up(db) {
      await db.schema
        .createTable('catalog_image_references')
        .addColumn('resource', 'text', (col) => col.notNull())
        .addColumn('record_id', 'bigint', (col) => col.notNull())
        .addColumn('image_id', 'bigint', (col) => col.notNull())
        .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('catalog_image_references_pk', ['resource', 'record_id', 'image_id'])
        .execute();
      await db.schema.createIndex('catalog_image_references_image').on('catalog_image_references').column('image_id').execute();
    },
  },
  /**
   * Drafts, preview tokens and published versions of sites (issue 14): the `sites` row stays
   * the published page; a draft is kept beside it until it is published (then it becomes a
   * new numbered version). Preview tokens are stored as SHA-256 hashes only.
   */
  '1007_site_publishing': {
    async up(db) {
      await db.schema
        .createTable('site_drafts')
        .addColumn('site_id', 'bigint', (col) => col.primaryKey().references('sites.id').onDelete('cascade'))
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('base_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('scheduled_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('site_versions')
        .addColumn('site_id', 'bigint', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('published_by', 'text')
        .addColumn('restored_from', 'integer')
        .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('site_versions_pkey', ['site_id', 'version'])
        .execute();
      await db.schema
        .createTable('site_preview_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('site_id', 'bigint', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
  /**
   * Form submissions (website.md §7): stored before anything is mailed, so a mail server
   * that is down loses nothing; the mail's state is kept on the row (content.form-mail job).
   */
  '1008_form_submissions': {
    async up(db) {
      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('node_id', 'bigint', (col) => col.notNull())
        .addColumn('form_name', 'text', (col) => col.notNull())
        .addColumn('values', 'jsonb', (col) => col.notNull())
        .addColumn('mail', 'jsonb')
        .addColumn('mail_status', 'text', (col) => col.notNull())
        .addColumn('mail_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('mail_error', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('form_submissions_node').on('form_submissions').columns(['node_id', 'id']).execute();
    },
  },
  /** Image templates (document 1 §3 "identifier and layers"): one document per template. */
  '1009_image_templates': {
    async up(db) {
      await createResourceTable(db, TABLES.imageTemplates, { identifier: true });
    },
  },
};
