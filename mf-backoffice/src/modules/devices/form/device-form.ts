import { DEFAULT_PRINTER_PORT, type Device, type DeviceInput, type DeviceKind } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';

/** Messages of the form's own checks and of the server, keyed by the server's field path ('connection.port'). */
export type FieldErrors = Partial<Record<string, string>>;

/** Characters per line when nothing else is known (80 mm paper, font A). */
export const DEFAULT_COLUMNS = 42;

/** What the inputs hold: numbers as typed, the connection flattened to its inputs. */
export interface DeviceFormValues {
  identifier: string;
  name: string;
  /** Branch id as the select holds it; '' before one is chosen. */
  branch: string;
  kind: DeviceKind;
  /** Printers always use 'tcp'; a notification device may use either. */
  connectionType: 'tcp' | 'http';
  host: string;
  port: string;
  url: string;
  columns: string;
  isVirtual: boolean;
}

export const isPrinter = (kind: DeviceKind): boolean => kind !== 'notification-device';

/** A new device: a receipt printer on port 9100, in the branch the back office is filtered to (if any). */
export function emptyDeviceForm(branch: number | null = null): DeviceFormValues {
  return {
    identifier: '',
    name: '',
    branch: branch === null ? '' : String(branch),
    kind: 'receipt-printer',
    connectionType: 'tcp',
    host: '',
    port: String(DEFAULT_PRINTER_PORT),
    url: '',
    columns: String(DEFAULT_COLUMNS),
    isVirtual: false,
  };
}

/** The inputs of a stored device; the inputs of the other connection type keep their defaults. */
export function deviceToForm(device: Device): DeviceFormValues {
  const { connection } = device;
  return {
    identifier: device.identifier,
    name: device.name,
    branch: String(device.branch),
    kind: device.kind,
    connectionType: connection.type,
    host: connection.type === 'tcp' ? connection.host : '',
    port: String(connection.type === 'tcp' ? connection.port : DEFAULT_PRINTER_PORT),
    url: connection.type === 'http' ? connection.url : '',
    columns: String(device.columns),
    isVirtual: device.isVirtual,
  };
}

/** A whole number as typed; null for an empty input, undefined when it is none. */
function parseWhole(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

export type FormResult = { ok: true; body: DeviceInput } | { ok: false; fieldErrors: FieldErrors };

/**
 * The body to send (deviceInputSchema). Printers are always reached over TCP (the
 * service refuses anything else); a notification device over TCP or HTTP. An empty port
 * means 9100 and empty columns 42. Only what cannot be sent at all is checked here
 * (no branch chosen, numbers that are none); every other check is the server's, shown
 * at its field (document 1 §5).
 */
export function formToDevice(values: DeviceFormValues): FormResult {
  const errors: FieldErrors = {};
  const type = isPrinter(values.kind) ? 'tcp' : values.connectionType;

  const branch = parseWhole(values.branch);
  if (branch === null) errors.branch = validationTexts.blank;
  else if (branch === undefined) errors.branch = validationTexts.choice;

  const port = parseWhole(values.port);
  if (type === 'tcp' && port === undefined) errors['connection.port'] = validationTexts.integer;
  const columns = parseWhole(values.columns);
  if (columns === undefined) errors.columns = validationTexts.integer;

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    body: {
      identifier: values.identifier.trim(),
      name: values.name.trim(),
      branch: branch as number,
      kind: values.kind,
      connection:
        type === 'tcp' ? { type, host: values.host.trim(), port: port ?? DEFAULT_PRINTER_PORT } : { type, url: values.url.trim() },
      columns: columns ?? DEFAULT_COLUMNS,
      // Only a printer can be the virtual network printer.
      isVirtual: isPrinter(values.kind) && values.isVirtual,
    },
  };
}

/**
 * Where the form shows a server message: at its field path, except a message about the
 * connection as a whole, which goes to the input that chooses it (the host for printers).
 */
export function formErrorKey(field: string, values: Pick<DeviceFormValues, 'kind'>): string {
  if (field === 'connection' || field === 'connection.type') return isPrinter(values.kind) ? 'connection.host' : 'connection.type';
  return field;
}
