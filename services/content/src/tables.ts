import type { z } from 'zod';
import type { siteInputSchema } from '@asp/contracts';
import type { ImageDataRecord } from './images/image-store';
import type { Db, DefaultTimestamp, Generated, Json, IdentifiedResourceTable, ResourceTable, ServerKitTables, Trx } from '@asp/server-kit';

/** PostgreSQL tables of the website resources (one JSONB document per record, like the catalogue). */
export const TABLES = {
  navigations: 'navigations',
  sites: 'sites',
  blocks: 'blocks',
  nodes: 'nodes',
  redirects: 'redirects',
  images: 'images',
  imageTemplates: 'image_templates',
} as const;

/** The columns of the content service's tables (migrations.ts), for type-checked queries through `ContentDb`. */
export interface ContentTables extends ServerKitTables {
  navigations: IdentifiedResourceTable;
  sites: IdentifiedResourceTable;
  blocks: IdentifiedResourceTable;
  nodes: IdentifiedResourceTable;
  redirects: IdentifiedResourceTable;
  /** One document per image (contracts imageDataSchema); the files are on disk (images/image-storage.ts). */
  images: ResourceTable<ImageDataRecord>;
  /** Canvas and layers per template (contracts imageTemplateInputSchema). */
  image_templates: IdentifiedResourceTable;
  uploads: {
    id: Generated<number>;
    version: Generated<number>;
    extension: string;
    mime_type: string;
    public_hash: string;
    size: number;
    original_name: string | null;
    created_at: DefaultTimestamp;
  };
  upload_references: { upload_id: number; order_id: number; created_at: DefaultTimestamp };
  config_upload_references: { field: string; upload_id: number };
  /** Which catalogue record shows which image (learnt from catalog events; images/catalog-image-references.ts). */
  catalog_image_references: { image_id: number; resource: string; record_id: number; label: string };
  /** The unpublished draft of a site (site-publishing/). */
  site_drafts: {
    site_id: number;
    data: Json<SiteInputData>;
    base_version: Generated<number>;
    scheduled_at: Date | null;
    updated_at: DefaultTimestamp;
  };
  site_versions: {
    site_id: number;
    version: number;
    data: Json<SiteInputData>;
    published_by: string | null;
    restored_from: number | null;
    published_at: DefaultTimestamp;
  };
  site_preview_tokens: { token_hash: string; site_id: number; expires_at: Date };
  form_submissions: {
    id: Generated<number>;
    node_id: number;
    form_name: string;
    values: Json<FormSubmissionValue[]>;
    /** Recipient, subject and message of the sendMail action, as it was when submitted; null: no mail. */
    mail: Json<FormMail> | null;
    mail_status: 'none' | 'queued' | 'sent' | 'failed';
    mail_attempts: Generated<number>;
    mail_error: string | null;
    created_at: DefaultTimestamp;
  };
}

export type SiteInputData = z.output<typeof siteInputSchema>;
export interface FormSubmissionValue {
  key: string;
  label: string;
  value: string;
}
export interface FormMail {
  recipient: string;
  subject: string;
  message: string;
}

export type ContentDb = Db<ContentTables>;
export type ContentTrx = Trx<ContentTables>;
