import { actionFailure, actionsFor, canManageDevices } from './device-actions';

describe('device actions', () => {
  it('gives printers the test print and notification devices the test message', () => {
    expect(actionsFor('receipt-printer')).toEqual(['test/print', 'request-device-logs']);
    expect(actionsFor('label-printer')).toEqual(['test/print', 'request-device-logs']);
    expect(actionsFor('notification-device')).toEqual(['test/notification', 'request-device-logs']);
  });

  it("uses the spec's failure messages letter for letter, with the server's different message as detail", () => {
    expect(actionFailure('test/print', { status: 422, errors: [{ message: 'Test nicht erfolgreich.' }] })).toEqual({
      message: 'Test nicht erfolgreich.',
      detail: null,
      canRetry: false,
    });
    expect(actionFailure('request-device-logs', { status: 0, errors: [] })).toEqual({
      message: 'Log konnte nicht angefordert werden.',
      detail: null,
      canRetry: true,
    });
    expect(actionFailure('test/notification', { status: 404, errors: [{ message: 'Nicht gefunden.' }] })).toEqual({
      message: 'Test nicht erfolgreich.',
      detail: 'Nicht gefunden.',
      canRetry: false,
    });
  });

  it('lets only admins manage devices', () => {
    const user = { id: 1, username: 'u', email: null, firstName: '', lastName: '', branches: [{ id: 1 }] };
    expect(canManageDevices({ roles: ['ROLE_ADMIN'], user: { ...user, roles: ['ROLE_ADMIN'] } })).toBe(true);
    expect(canManageDevices({ roles: ['ROLE_EMPLOYEE'], user: { ...user, roles: ['ROLE_EMPLOYEE'] } })).toBe(false);
    expect(canManageDevices({ roles: [], user: null })).toBe(false);
  });
});
