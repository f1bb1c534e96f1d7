/** @jest-environment jsdom */
import type { Order, OrderNotification, SmsMessage } from '@asp/contracts';
import { authTexts } from '@asp/i18n';
import { withApiTestServer, type SeenRequest, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { NOTIFICATION_POLL_MS, notificationPollInterval, orderIdOfKey, smsQuery } from './notification-format';
import { OrderCommands } from './OrderCommands';
import { OrderNotifications } from './OrderNotifications';
import { OrderTabs } from './OrderTabs';
import { SmsMessagesPage } from './SmsMessagesPage';

/** Only the network is scripted (a real test HTTP server answers); the screens, their RTK Query api and the web-kit client run for real. */
type Call = Pick<SeenRequest, 'method' | 'url'>;
let answer: (call: Call) => TestReply = () => ({
  status: 200,
  body: { data: [] },
});
const api = withApiTestServer((request) => answer(request));

function renderWith(ui: ReactNode) {
  return render(
    <Provider store={createBackofficeStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

const row = (id: number, extra: Partial<OrderNotification> = {}): OrderNotification => ({
  id,
  key: `order-7-received-email-${id}`,
  kind: 'received',
  channel: 'email',
  recipient: 'kunde@example.org',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  sentAt: '2026-06-01T08:00:02.000Z',
  ...extra,
});
const page = (rows: unknown[], total = rows.length) => ({ status: 200, body: { data: rows }, headers: { 'x-total-count': String(total) } });
const gets = (prefix: string) => api.seen.filter((c) => c.method === 'GET' && c.url.startsWith(prefix));

describe('polling stop condition', () => {
  test('polls while any row is queued, stops once all are sent or failed (and before the first answer)', () => {
    expect(notificationPollInterval([row(1), row(2, { status: 'queued' })])).toBe(NOTIFICATION_POLL_MS);
    expect(notificationPollInterval([row(1), row(2, { status: 'failed' })])).toBe(0);
    expect(notificationPollInterval([])).toBe(0);
    expect(notificationPollInterval(undefined)).toBe(0);
    expect(NOTIFICATION_POLL_MS).toBeGreaterThan(0);
    expect(NOTIFICATION_POLL_MS).toBeLessThanOrEqual(5000);
  });
});

describe('order notifications section', () => {
  test('German kind, channel and status; a failed message is marked with attempts and the last error', async () => {
    answer = () =>
      page([
        row(1),
        row(2, {
          kind: 'confirmed',
          channel: 'sms',
          recipient: '+491701234567',
          status: 'failed',
          attempts: 5,
          lastError: 'SMTP 550',
          sentAt: null,
        }),
        row(3, { kind: 'final-amount', status: 'sent' }),
      ]);
    renderWith(<OrderNotifications id={7} />);
    const failed = await screen.findByTestId('notification-2');
    expect(gets('/api/orders/7/notifications')[0].url).toBe('/api/orders/7/notifications?limit=100&offset=0');
    expect(screen.getByTestId('notification-1').textContent).toContain('Bestellung eingegangen');
    expect(screen.getByTestId('notification-1').textContent).toContain('E-Mail');
    expect(screen.getByTestId('notification-1').textContent).toContain('Gesendet');
    expect(screen.queryByTestId('notification-1-error')).toBeNull();
    expect(screen.getByTestId('notification-3').textContent).toContain('Endbetrag');
    expect(failed.dataset.status).toBe('failed');
    expect(failed.className).toContain('asp-backoffice-notification--failed');
    expect(failed.textContent).toContain('Bestätigt');
    expect(failed.textContent).toContain('SMS');
    expect(screen.getByRole('alert').textContent).toBe('Fehlgeschlagen');
    expect(screen.getByTestId('notification-2-error').textContent).toBe('Versuche: 5 · Letzter Fehler: SMTP 550');
  });

  test('re-fetched while a row is queued, not any more once it was sent', async () => {
    let status: OrderNotification['status'] = 'queued';
    answer = () => page([row(1, { status, sentAt: null })]);
    renderWith(<OrderNotifications id={7} />);
    expect((await screen.findByTestId('notification-1')).textContent).toContain('Wartet');
    status = 'sent';
    await waitFor(() => expect(screen.getByTestId('notification-1').textContent).toContain('Gesendet'), {
      timeout: NOTIFICATION_POLL_MS + 2000,
    });
    const count = gets('/api/orders/7/notifications').length;
    expect(count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_POLL_MS + 500));
    expect(gets('/api/orders/7/notifications').length).toBe(count);
  }, 15_000);

  test('reloaded after a resend', async () => {
    let rows = [row(1)];
    answer = (call) => (call.method === 'POST' ? { status: 200, body: { data: row(2) } } : page(rows));
    renderWith(
      <>
        <OrderCommands order={{ id: 7, payment: null } as unknown as Order} />
        <OrderNotifications id={7} />
      </>,
    );
    await screen.findByTestId('notification-1');
    rows = [row(1), row(2, { key: 'order-7-received-email-resend-abc' })];
    fireEvent.click(screen.getByTestId('command-resend-new-order-email'));
    await screen.findByTestId('notification-2');
    expect(api.seen.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/orders/7/resend-new-order-email']);
    expect(gets('/api/orders/7/notifications')).toHaveLength(2);
  });
});

const sms = (id: number): SmsMessage => ({
  id,
  notificationKey: `order-${40 + id}-received-sms`,
  recipient: '+491701234567',
  sender: 'Metzgerei',
  text: `Ihre Bestellung ${id} ist eingegangen.`,
  createdAt: '2026-06-01T08:00:00.000Z',
});

describe('development SMS page', () => {
  test('paging query, the order of a key', () => {
    expect(smsQuery(0)).toBe('limit=25&offset=0');
    expect(smsQuery(2)).toBe('limit=25&offset=50');
    expect(smsQuery(-1, 10)).toBe('limit=10&offset=0');
    expect(orderIdOfKey('order-42-received-sms-resend-0a1b')).toBe(42);
    expect(orderIdOfKey('something-else')).toBeNull();
  });

  test('pages by limit/offset and x-total-count, links the order', async () => {
    answer = (call) =>
      call.url.includes('offset=0')
        ? page(
            Array.from({ length: 25 }, (_, i) => sms(i + 1)),
            27,
          )
        : page([sms(26), sms(27)], 27);
    renderWith(<SmsMessagesPage />);
    await screen.findByTestId('sms-1');
    expect(gets('/api/orders/sms-messages').map((c) => c.url)).toEqual(['/api/orders/sms-messages?limit=25&offset=0']);
    expect(screen.getByTestId('sms-page').textContent).toBe('1–25 von 27');
    expect(screen.getByTestId('sms-1').textContent).toContain('Ihre Bestellung 1 ist eingegangen.');
    expect(screen.getByText('Bestellung #41').getAttribute('href')).toBe('/backend/orders/41');
    fireEvent.click(screen.getByTestId('sms-next'));
    await screen.findByTestId('sms-27');
    expect(gets('/api/orders/sms-messages').at(-1)?.url).toBe('/api/orders/sms-messages?limit=25&offset=25');
    expect(screen.getByTestId('sms-page').textContent).toBe('26–27 von 27');
    expect((screen.getByTestId('sms-next') as HTMLButtonElement).disabled).toBe(true);
  });

  test('a 403 shows the permission text', async () => {
    answer = () => ({ status: 403, body: { errors: [{ message: 'verboten' }] } });
    renderWith(<SmsMessagesPage />);
    expect(await screen.findByText(authTexts.forbidden)).toBeTruthy();
  });

  test('the sub-navigation link is for admins only', () => {
    renderWith(<OrderTabs />);
    expect(screen.queryByTestId('orders-tab-sms')).toBeNull();
  });
});
