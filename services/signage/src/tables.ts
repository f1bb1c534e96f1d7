import type { Db, DefaultTimestamp, IdentifiedResourceTable, Json, ResourceTable, ServerKitTables, Trx } from '@asp/server-kit';
import type { NetQuantity, SignageCommandState, SignageCommandType } from '@asp/contracts';

export const TABLES = {
  scenes: 'scenes',
  segments: 'segments',
  streams: 'streams',
  devices: 'signage_devices',
  deviceState: 'signage_device_state',
  deviceKeys: 'signage_device_keys',
  commands: 'signage_commands',
  screenshots: 'signage_screenshots',
  replicaProducts: 'replica_products',
  replicaCategories: 'replica_categories',
  replicaStock: 'replica_stock',
} as const;

/** The columns of the signage service's tables (migrations.ts). */
export interface SignageTables extends ServerKitTables {
  scenes: ResourceTable;
  segments: ResourceTable;
  streams: ResourceTable;
  signage_devices: IdentifiedResourceTable;
  /** What the TV reported last (heartbeat), apart from the record the back office writes. */
  signage_device_state: {
    device_id: number;
    last_contact_at: Date;
    segment_id: number | null;
    segment_name: string | null;
    segment_since: Date | null;
    failed_segment_id: number | null;
    failed_message: string | null;
    failed_at: Date | null;
  };
  /** SHA-256 of the TV's device key; the key itself is shown once and never stored. */
  signage_device_keys: { device_id: number; key_hash: string; created_at: DefaultTimestamp };
  signage_commands: {
    id: string;
    device_id: number;
    type: SignageCommandType;
    scene_id: number | null;
    stream_id: number | null;
    seconds: number | null;
    state: SignageCommandState;
    created_at: DefaultTimestamp;
    started_at: Date | null;
    ends_at: Date | null;
    finished_at: Date | null;
    error: string | null;
  };
  /** The newest screenshot per TV. */
  signage_screenshots: { device_id: number; taken_at: DefaultTimestamp; content_type: string; bytes: Buffer };
  /** What menu boards show of the catalogue (catalog events, catalog-replica.ts). */
  replica_products: {
    id: number;
    name: string;
    price: number;
    unit: string;
    pricing: string | null;
    net_quantity: Json<NetQuantity | null>;
    is_enabled: boolean;
    is_price_hidden: boolean;
    categories: number[];
  };
  replica_categories: { id: number; name: string };
  replica_stock: { product_id: number; branch_id: number; sold_out: boolean };
}

export type SignageDb = Db<SignageTables>;
export type SignageTrx = Trx<SignageTables>;
