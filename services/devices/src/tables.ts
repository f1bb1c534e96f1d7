import type { Db, DefaultTimestamp, Generated, IdentifiedResourceTable, ServerKitTables, Trx } from '@asp/server-kit';

export const TABLES = {
  devices: 'devices',
  deviceContacts: 'device_contacts',
  deviceLogs: 'device_logs',
  virtualPrinterReceipts: 'virtual_printer_receipts',
} as const;

/** The columns of the devices service's tables (migrations.ts). */
export interface DevicesTables extends ServerKitTables {
  devices: IdentifiedResourceTable;
  /** Server-managed contact state, apart from the device document the back office writes. */
  device_contacts: { device_id: number; last_contact_at: Date };
  device_logs: {
    id: Generated<number>;
    device_id: number;
    at: DefaultTimestamp;
    level: 'info' | 'warning' | 'error';
    message: string;
  };
  virtual_printer_receipts: {
    id: Generated<number>;
    port: number;
    received_at: DefaultTimestamp;
    text: string;
    bytes: number;
  };
}

export type DevicesDb = Db<DevicesTables>;
export type DevicesTrx = Trx<DevicesTables>;
