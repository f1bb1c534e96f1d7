import { deviceInputSchema, type Device } from '@asp/contracts';
import { deviceToForm, emptyDeviceForm, formErrorKey, formToDevice, type DeviceFormValues } from './device-form';

const storedPrinter: Device = {
  id: 3,
  identifier: 'bondrucker-konstanz',
  name: 'Bondrucker Theke',
  branch: 1,
  kind: 'receipt-printer',
  connection: { type: 'tcp', host: '192.168.0.40', port: 9101 },
  columns: 32,
  isVirtual: true,
  lastContactAt: '2026-11-25T06:00:00.000Z',
  online: true,
};

function sent(values: DeviceFormValues) {
  const result = formToDevice(values);
  if (!result.ok) throw new Error(`not sendable: ${JSON.stringify(result.fieldErrors)}`);
  return result.body;
}

describe('device form values ⇄ deviceInputSchema', () => {
  it('starts a new device as a receipt printer on port 9100 in the filtered branch', () => {
    expect(emptyDeviceForm(2)).toMatchObject({ branch: '2', kind: 'receipt-printer', connectionType: 'tcp', port: '9100', columns: '42' });
    expect(emptyDeviceForm().branch).toBe('');
  });

  it('sends a stored printer back unchanged (without the server-managed fields)', () => {
    const body = sent(deviceToForm(storedPrinter));
    expect(body).toEqual({
      identifier: 'bondrucker-konstanz',
      name: 'Bondrucker Theke',
      branch: 1,
      kind: 'receipt-printer',
      connection: { type: 'tcp', host: '192.168.0.40', port: 9101 },
      columns: 32,
      isVirtual: true,
    });
    expect(deviceInputSchema.safeParse(body).success).toBe(true);
  });

  it('trims the texts and fills an empty port with 9100 and empty columns with 42', () => {
    const values = {
      ...emptyDeviceForm(1),
      identifier: '  etiketten-1 ',
      name: ' Etiketten ',
      host: ' drucker.local ',
      port: '',
      columns: ' ',
    };
    expect(sent({ ...values, kind: 'label-printer' })).toEqual({
      identifier: 'etiketten-1',
      name: 'Etiketten',
      branch: 1,
      kind: 'label-printer',
      connection: { type: 'tcp', host: 'drucker.local', port: 9100 },
      columns: 42,
      isVirtual: false,
    });
  });

  it('connects a notification device by URL when HTTP is chosen, and never marks it virtual', () => {
    const values: DeviceFormValues = {
      ...emptyDeviceForm(1),
      identifier: 'pager',
      name: 'Pager',
      kind: 'notification-device',
      connectionType: 'http',
      url: ' https://pager.example/hook ',
      host: 'left-over',
      isVirtual: true,
    };
    const body = sent(values);
    expect(body.connection).toEqual({ type: 'http', url: 'https://pager.example/hook' });
    expect(body.isVirtual).toBe(false);
    // Back into the form: the URL input holds it, the printer inputs their defaults.
    const again = deviceToForm({
      ...storedPrinter,
      kind: 'notification-device',
      connection: { type: 'http', url: 'https://pager.example/hook' },
      isVirtual: false,
    });
    expect(again).toMatchObject({ connectionType: 'http', url: 'https://pager.example/hook', host: '', port: '9100' });
  });

  it('connects printers over TCP even when the HTTP choice is still set from another kind', () => {
    const body = sent({ ...emptyDeviceForm(1), kind: 'receipt-printer', connectionType: 'http', host: '10.0.0.5', url: 'https://x' });
    expect(body.connection).toEqual({ type: 'tcp', host: '10.0.0.5', port: 9100 });
  });

  it('reports what cannot be sent at the server field paths', () => {
    const result = formToDevice({ ...emptyDeviceForm(), port: '91a0', columns: '4.5' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        branch: 'Dieser Wert sollte nicht leer sein.',
        'connection.port': 'Dieser Wert sollte eine ganze Zahl sein.',
        columns: 'Dieser Wert sollte eine ganze Zahl sein.',
      },
    });
    // A broken port does not matter for a device reached by URL.
    const http = formToDevice({ ...emptyDeviceForm(1), kind: 'notification-device', connectionType: 'http', port: 'x' });
    expect(http.ok).toBe(true);
  });

  it('shows server messages at their field, a message about the whole connection at the input choosing it', () => {
    expect(formErrorKey('connection.port', { kind: 'receipt-printer' })).toBe('connection.port');
    expect(formErrorKey('identifier', { kind: 'receipt-printer' })).toBe('identifier');
    expect(formErrorKey('connection.type', { kind: 'label-printer' })).toBe('connection.host');
    expect(formErrorKey('connection', { kind: 'notification-device' })).toBe('connection.type');
  });
});
