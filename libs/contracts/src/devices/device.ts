import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';

/** What a device is (document 1 §1 "Devices": label and receipt printers, notification devices). */
export const deviceKindSchema = z.enum(['receipt-printer', 'label-printer', 'notification-device']);
export type DeviceKind = z.infer<typeof deviceKindSchema>;

/** The raw TCP port network printers listen on (ESC/POS "port 9100" printing). */
export const DEFAULT_PRINTER_PORT = 9100;

/** A host name or an IPv4/IPv6 address, no scheme, no path. */
const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/);

/**
 * How the service reaches a device. Printers are network printers reached over raw TCP
 * (`tcp`, port 9100 by default). A notification device (a buzzer, a pager hub, a kitchen
 * display) is reached either the same way (it receives a text line) or by an HTTP POST
 * of a JSON message to its URL (`http`).
 */
export const deviceConnectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('tcp'),
    host: hostSchema,
    port: z.number().int().min(1).max(65_535).default(DEFAULT_PRINTER_PORT),
  }),
  z.object({
    type: z.literal('http'),
    url: z.url({ protocol: /^https?$/ }).max(2000),
  }),
]);
export type DeviceConnection = z.infer<typeof deviceConnectionSchema>;

/**
 * A device (document 1 §3 "devices (identifier)", DESIGN.md services table): unique
 * identifier, name, the branch it stands in, its kind and its connection. Printers
 * need a `tcp` connection (checked by the devices service).
 */
export const deviceInputSchema = z.object({
  identifier: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(120),
  /** Branch id. The devices service keeps no copy of the branches, so the id is only bounded (PostgreSQL integer range). */
  branch: recordIdSchema.max(2_147_483_647),
  kind: deviceKindSchema,
  connection: deviceConnectionSchema,
  /** Characters per line of the paper (42 on 80 mm paper with font A, 32 on 58 mm). */
  columns: z.number().int().min(24).max(64).default(42),
  /** A development printer (the virtual network printer): its received receipts may be read back. */
  isVirtual: z.boolean().default(false),
});
export type DeviceInput = z.input<typeof deviceInputSchema>;

/** The stored device record (what events carry). */
export const deviceRecordSchema = deviceInputSchema.extend({ id: z.number().int() });
export type DeviceRecord = z.infer<typeof deviceRecordSchema>;

/**
 * The device as the API answers it: the record plus its server-managed contact state.
 * `online`: the last successful contact is at most DEVICE_ONLINE_WINDOW_MS ago.
 */
export const deviceSchema = deviceRecordSchema.extend({
  lastContactAt: z.string().nullable(),
  online: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

/** A device counts as online for five minutes after its last successful contact. */
export const DEVICE_ONLINE_WINDOW_MS = 5 * 60_000;

/** List filters of `GET /api/devices` (plus limit/offset). */
export const deviceListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  kind: deviceKindSchema.optional(),
});

/** One line of a device's log (`GET /api/devices/{id}/logs`). */
export const deviceLogSchema = z.object({
  id: z.number().int(),
  device: z.number().int(),
  at: z.string(),
  level: z.enum(['info', 'warning', 'error']),
  message: z.string(),
});
export type DeviceLog = z.infer<typeof deviceLogSchema>;

/** A receipt the virtual network printer received, decoded to text (`GET /api/devices/{id}/received`). */
export const receivedReceiptSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  port: z.number().int(),
  text: z.string(),
  bytes: z.number().int(),
});
export type ReceivedReceipt = z.infer<typeof receivedReceiptSchema>;

/** Answer of the test and log-request actions: what happened, in words for the log view. */
export const deviceActionResultSchema = z.object({ ok: z.literal(true), message: z.string() });
