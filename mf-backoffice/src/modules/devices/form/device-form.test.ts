import { deviceInputSchema, type Device } from '@asp/contracts';
import { deviceToForm, emptyDeviceForm, formToDevice } from './device-form';

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

describe('device form values ⇄ deviceInputSchema', () => {
  it('starts a new device as a receipt printer on port 9100 in the filtered branch', () => {
    expect(emptyDeviceForm(2)).toMatchObject({ branch: 2, kind: 'receipt-printer', connection: { type: 'tcp', port: 9100 }, columns: 42 });
    expect(emptyDeviceForm().branch).toBeUndefined();
  });

  it('sends a stored printer back unchanged (without the server-managed fields)', () => {
    const body = formToDevice(deviceInputSchema.parse(deviceToForm(storedPrinter)));
    expect(body).toEqual({
      identifier: 'bondrucker-konstanz',
      name: 'Bondrucker Theke',
      branch: 1,
      kind: 'receipt-printer',
      connection: { type: 'tcp', host: '192.168.0.40', port: 9101 },
      columns: 32,
      isVirtual: true,
    });
  });

  it('never marks a notification device virtual', () => {
    const body = formToDevice({
      ...storedPrinter,
      kind: 'notification-device',
      connection: { type: 'http', url: 'https://pager.example/hook' },
    });
    expect(body.isVirtual).toBe(false);
  });
});
