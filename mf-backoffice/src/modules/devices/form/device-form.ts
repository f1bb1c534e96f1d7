import { DEFAULT_PRINTER_PORT, type Device, type DeviceInput, type DeviceKind } from '@asp/contracts';

/** Characters per line when nothing else is known (80 mm paper, font A). */
export const DEFAULT_COLUMNS = 42;

/**
 * What the device form starts with (deviceInputSchema's input): no branch until one is
 * chosen, so the schema's blank message shows at the select.
 */
export type DeviceFormValues = Omit<DeviceInput, 'branch'> & { branch?: number };

export const isPrinter = (kind: DeviceKind): boolean => kind !== 'notification-device';

/** A new device: a receipt printer on port 9100, in the branch the back office is filtered to (if any). */
export function emptyDeviceForm(branch: number | null = null): DeviceFormValues {
  return {
    identifier: '',
    name: '',
    branch: branch ?? undefined,
    kind: 'receipt-printer',
    connection: { type: 'tcp', host: '', port: DEFAULT_PRINTER_PORT },
    columns: DEFAULT_COLUMNS,
    isVirtual: false,
  };
}

/** The form values of a stored device (without the server-managed contact state). */
export function deviceToForm(device: Device): DeviceFormValues {
  const { identifier, name, branch, kind, connection, columns, isVirtual } = device;
  return { identifier, name, branch, kind, connection, columns, isVirtual };
}

/**
 * The body to send from the checked values: printers always go over TCP (the service
 * refuses anything else; the form shows no other choice for them) and only a printer can
 * be the virtual development printer.
 */
export function formToDevice(values: DeviceInput): DeviceInput {
  if (isPrinter(values.kind)) return values;
  return { ...values, isVirtual: false };
}
