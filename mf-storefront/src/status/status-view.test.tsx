import { branchSchema, defaultConfig, type PublicOrder } from '@asp/contracts';
import { ORDER_POLL_MS } from '@asp/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { CounterAppointmentBox } from './CounterAppointmentBox';
import { orderEventsUrl, parseOrderEvent, publicOrderPath, statusPollingInterval } from './order-live';
import { emptyQuestionnaire, Questionnaire } from './Questionnaire';
import { StatusView } from './StatusView';

const base: PublicOrder = {
  id: 7,
  uid: 'A1B2C3',
  hash: 'f'.repeat(32),
  ticketNumber: 12,
  paymentRedirectUrl: null,
  isConfirmed: false,
  isRejected: false,
  isCompleted: false,
  isCanceled: false,
  isFailed: false,
  isInDelivery: false,
  isDelivered: false,
  isPaid: false,
  isRefunded: false,
  isDelivery: false,
  isDineIn: false,
  isQuotation: false,
  isPreorder: false,
  tableIdentifier: null,
  paymentMethod: 'cash',
  appointmentDate: null,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
  questionnaireRating: null,
  branch: { id: 1 },
  deliveryArea: null,
  items: [],
  totals: null,
  currency: 'EUR',
  createdAt: '2025-06-03T08:00:00.000Z',
  updatedAt: '2025-06-03T08:00:00.000Z',
};
const order = (patch: Partial<PublicOrder>): PublicOrder => ({ ...base, ...patch });
const config = { ...defaultConfig(), title: 'Metzgerei' };
const branch = branchSchema.parse({
  id: 1,
  identifier: 'konstanz',
  name: 'Konstanz',
  street: 'Marktstätte 4',
  zipCode: '78462',
  city: 'Konstanz',
  phone: '07531 12345',
});
const render = (o: PublicOrder, extra: Partial<Parameters<typeof StatusView>[0]> = {}) =>
  renderToStaticMarkup(<StatusView order={o} config={config} branch={branch} {...extra} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('StatusView (storefront.md §2.12)', () => {
  it('thanks, shows the ticket, the waiting text, four steps and the summary of a new takeaway order', () => {
    const html = render(base);
    expect(html).toContain('Vielen Dank für Ihre Bestellung!');
    expect(text(html)).toContain('Ticket 12');
    expect(html).toContain('Bitte warten Sie einen Moment, bis Ihre Bestellung bestätigt wurde.');
    const timeline = /<ol[^>]*data-testid="status-timeline"[^>]*>(.*?)<\/ol>/.exec(html)![1];
    expect(timeline.match(/<li/g)).toHaveLength(4);
    expect(text(timeline)).toContain('Warten auf Bestätigung');
    expect(text(timeline)).toContain('Abholbereit');
    expect(timeline).toContain('aria-current="step"');
    expect(text(html)).toContain('Bestellung A1B2C3');
    expect(text(html)).toContain('Takeaway');
    expect(text(html)).toContain('Konstanz Marktstätte 4 78462 Konstanz');
    expect(html).toContain('href="tel:0753112345"');
  });

  it("labels the number 'Bestellnummer' when tickets are disabled", () => {
    const html = renderToStaticMarkup(<StatusView order={base} config={{ ...config, disableTickets: true }} branch={null} />);
    expect(text(html)).toContain('Bestellnummer 12');
    expect(text(html)).not.toContain('Ticket');
  });

  it('shows the confirmed delivery text with the appointment time and the delivery steps', () => {
    const html = render(order({ isDelivery: true, isConfirmed: true, appointment: '2025-06-03T10:30:00.000Z' }));
    expect(html).toContain('Ihre Bestellung wurde bestätigt und wird für die Lieferung um 12:30 Uhr vorbereitet.');
    expect(text(html)).toContain('In Zustellung');
    expect(text(html)).toContain('Zugestellt');
    expect(text(html)).toContain('Lieferung');
  });

  it('replaces the timeline with the single cancelled step and shows the rejection message', () => {
    const html = render(order({ isRejected: true, rejectionMessage: 'Leider ausverkauft.' }));
    expect(html).toContain('Ihre Bestellung wurde storniert.');
    expect(html).toContain('Leider ausverkauft.');
    const timeline = /<ol[^>]*data-testid="status-timeline"[^>]*>(.*?)<\/ol>/.exec(html)![1];
    expect(timeline.match(/<li/g)).toHaveLength(1);
    expect(text(timeline)).toContain('Storniert');
    expect(html).not.toContain('data-testid="status-text"');
  });

  it('shows the front-desk hint with the table for dine-in when the plugin is on', () => {
    const html = renderToStaticMarkup(
      <StatusView
        order={order({ isDineIn: true, tableIdentifier: 'T4' })}
        config={{ ...config, enablePluginFrontdesk: true }}
        branch={null}
      />,
    );
    expect(html).toContain('Sobald Ihre Bestellung für Tisch T4 fertig ist');
    expect(render(order({ isDineIn: true, tableIdentifier: 'T4' }))).not.toContain('frontdesk-hint');
  });

  it('lists the items and the total with ca. when approximate', () => {
    const html = render(
      order({
        items: [
          {
            product: { id: 3, name: 'Lyoner', unit: 'kilogram' },
            amount: 0.5,
            unit: 'kilogram',
            parts: [],
            unitPrice: 15,
            gross: 7.5,
            net: 7.0093,
            tax: 0.4907,
            taxRate: 7,
            calculationModel: 'approximate',
            isApproximate: true,
            isPriceHidden: false,
          },
        ],
        totals: {
          net: 7.0093,
          tax: 0.4907,
          gross: 7.5,
          deliveryNet: 0,
          deliveryTax: 0,
          deliveryGross: 0,
          totalNet: 7.0093,
          totalTax: 0.4907,
          totalGross: 7.5,
          taxes: { 7: 0.4907 },
          isApproximate: true,
          hasHiddenPrices: false,
        },
      }),
    );
    expect(text(html)).toContain('0,5 kg Lyoner');
    expect(text(html)).toMatch(/ca\. 7,50\s€/);
  });
});

describe('CounterAppointmentBox (storefront.md §2.12, §4)', () => {
  const props = { timeZone: 'Europe/Berlin', busy: false, error: null, onAccept: () => undefined, onReject: () => undefined };
  it('offers both answers while a counter appointment is open', () => {
    const html = renderToStaticMarkup(
      <CounterAppointmentBox order={order({ counterAppointment: '2025-06-03T12:15:00.000Z' })} {...props} />,
    );
    expect(html).toContain('Ja, 14:15 Uhr ist in Ordnung');
    expect(html).toContain('Nein, Bestellung stornieren');
  });
  it('is gone once the order is confirmed or rejected', () => {
    expect(
      renderToStaticMarkup(
        <CounterAppointmentBox order={order({ counterAppointment: '2025-06-03T12:15:00.000Z', isConfirmed: true })} {...props} />,
      ),
    ).toBe('');
    expect(
      renderToStaticMarkup(
        <CounterAppointmentBox order={order({ counterAppointment: '2025-06-03T12:15:00.000Z', isRejected: true })} {...props} />,
      ),
    ).toBe('');
    // refusing the counter appointment cancels the order
    expect(
      renderToStaticMarkup(
        <CounterAppointmentBox order={order({ counterAppointment: '2025-06-03T12:15:00.000Z', isCanceled: true })} {...props} />,
      ),
    ).toBe('');
  });
});

describe('Questionnaire (storefront.md §2.12, §5)', () => {
  const props = { busy: false, error: null, onChange: () => undefined, onSend: () => undefined, onCancel: () => undefined, payload: null };
  it('shows four star ratings and no comment while a rating is missing; sending is disabled', () => {
    const html = renderToStaticMarkup(
      <Questionnaire draft={{ ...emptyQuestionnaire(), rating: 5, foodRating: 4, serviceRating: 3 }} {...props} />,
    );
    expect(html.match(/role="radiogroup"/g)).toHaveLength(4);
    expect(html.match(/role="radio"/g)).toHaveLength(20);
    expect(html).not.toContain('questionnaire-comment');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="questionnaire-send"/);
    expect(html).toContain('Abschicken');
    expect(html).toContain('Abbrechen');
  });
  it('shows the comment after all four ratings', () => {
    const draft = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 2, comment: '' };
    const html = renderToStaticMarkup(<Questionnaire draft={draft} {...props} payload={{ ...draft }} />);
    expect(html).toContain('data-testid="questionnaire-comment"');
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="questionnaire-send"/);
  });
  it('shows the send error', () => {
    const html = renderToStaticMarkup(
      <Questionnaire draft={emptyQuestionnaire()} {...props} error="Bewertung konnte nicht gesendet werden." />,
    );
    expect(html).toContain('Bewertung konnte nicht gesendet werden.');
  });
});

describe('live updates and polling (storefront.md §4)', () => {
  it('polls every 10 s until completed, rejected, canceled or failed', () => {
    expect(statusPollingInterval(undefined)).toBe(ORDER_POLL_MS);
    expect(statusPollingInterval(base)).toBe(10_000);
    expect(statusPollingInterval(order({ isConfirmed: true, isInDelivery: true }))).toBe(10_000);
    for (const flag of ['isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const)
      expect(statusPollingInterval(order({ [flag]: true }))).toBe(0);
  });
  it('builds the paths with encoded uid and hash', () => {
    expect(publicOrderPath('A1', 'h/1')).toBe('/orders/public/A1/h%2F1');
    expect(publicOrderPath('A1', 'h', 'questionnaire')).toBe('/orders/public/A1/h/questionnaire');
    expect(orderEventsUrl('A1', 'h')).toBe('/api/orders/public/A1/h/events');
  });
  it('applies only events that carry a public order', () => {
    expect(parseOrderEvent(JSON.stringify(order({ isConfirmed: true })))?.isConfirmed).toBe(true);
    expect(parseOrderEvent('{"id":1}')).toBeNull();
    expect(parseOrderEvent('not json')).toBeNull();
  });
});
