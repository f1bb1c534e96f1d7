import { chooseRecipient, recipientFor } from './notification-recipient';

/** Where an order's e-mails and SMS go (issue 12: notifications). */
const customer = (fields: { email?: string | null; phone?: string | null; notificationType?: 'sms' | 'email' | null }) =>
  ({ customer: { firstName: 'Anna', lastName: 'Muster', email: null, phone: null, ...fields } }) as never;

describe('chooseRecipient', () => {
  test('SMS when the customer chose it, the plugin is on and there is a number', () => {
    expect(
      chooseRecipient(customer({ phone: ' 0171 1234567 ', email: 'anna@example.de', notificationType: 'sms' }), { enablePluginSMS: true }),
    ).toEqual({
      channel: 'sms',
      recipient: '0171 1234567',
    });
  });
  test('e-mail when SMS is off, not chosen or has no number', () => {
    const sms = { email: 'anna@example.de', phone: '0171 1234567', notificationType: 'sms' as const };
    expect(chooseRecipient(customer(sms), { enablePluginSMS: false })).toEqual({ channel: 'email', recipient: 'anna@example.de' });
    expect(chooseRecipient(customer({ ...sms, notificationType: null }), { enablePluginSMS: true })?.channel).toBe('email');
    expect(chooseRecipient(customer({ ...sms, phone: '  ' }), { enablePluginSMS: true })?.channel).toBe('email');
  });
  test('nowhere without an address', () => {
    expect(chooseRecipient(customer({ phone: '0171 1234567' }), { enablePluginSMS: false })).toBeNull();
  });
});

test('recipientFor gives the address of the channel, or null', () => {
  const order = customer({ email: ' anna@example.de ', phone: '' });
  expect(recipientFor(order, 'email')).toBe('anna@example.de');
  expect(recipientFor(order, 'sms')).toBeNull();
});
