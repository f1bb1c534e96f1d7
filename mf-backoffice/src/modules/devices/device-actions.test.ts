import { actionFailure, actionsFor } from './device-actions';

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
});
