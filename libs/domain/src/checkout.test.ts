import {
  checkoutErrors,
  checkoutStepOf,
  checkoutStepValidity,
  contactRequirements,
  COUNTRIES,
  DEFAULT_COUNTRY,
  emptyOrderDraft,
  initialOrderType,
  isSubmitEnabled,
  isValidCountry,
  isValidEmail,
  isValidStreet,
  offeredOrderTypes,
  orderTable,
  submitState,
  textLengthErrors,
  type CheckoutContext,
} from './checkout';
import { orderErrorsFromResponse, validateOrderDraft } from './order-validation';
import { berlin, legacy, makeBranch, makeProduct, rule } from './testing/fixtures';
import type { Branch, OrderDraft, Table } from './types';

const table = (identifier: string, branch: number): Table => ({ id: branch * 10, identifier, branch, description: '' });

const now = berlin('2025-06-02T10:00');
const valid: OrderDraft = {
  ...emptyOrderDraft(1),
  firstName: 'Erika',
  lastName: 'Mustermann',
  phone: '+49 171 1234567',
  email: 'erika@example.de',
  street: 'Marktstätte 12',
  zipCode: '78462',
  city: 'Konstanz',
  legalInstructions: true,
  privacyPolicy: true,
};
const ctx = (branch: Partial<Branch> = {}, extra: Partial<CheckoutContext> = {}): CheckoutContext => ({
  branch: makeBranch(branch),
  orderType: 'takeaway',
  now,
  ...extra,
});
const fields = (draft: OrderDraft, c: CheckoutContext) => checkoutErrors(draft, c).map((e) => e.field);

describe('order draft defaults (storefront.md §3, spec README)', () => {
  it('variant 1: country DE, cash, notification sms', () => {
    expect(emptyOrderDraft()).toMatchObject({
      country: 'DE',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: false,
      privacyPolicy: false,
    });
  });
  it('variant 2: country AT, no notification type', () => {
    const draft = emptyOrderDraft(2);
    expect(draft.country).toBe('AT');
    expect(draft).not.toHaveProperty('notificationType');
    expect(DEFAULT_COUNTRY).toEqual({ 1: 'DE', 2: 'AT' });
  });
});

describe('field rules', () => {
  it.each([
    ['erika@example.de', true],
    [' erika@example.de ', true],
    ['erika@example', false],
    ['erika example.de', false],
    ['@example.de', false],
    ['', false],
    [null, false],
  ])('e-mail %p → %p', (value, ok) => expect(isValidEmail(value)).toBe(ok));
  it.each([
    ['Marktstätte 12', true],
    ['Am Markt 3a', true],
    ['  Hauptstraße   7 ', true],
    ['Hauptstraße7', false],
    ['Hauptstraße', false],
    ['', false],
    [undefined, false],
  ])('street %p → %p', (value, ok) => expect(isValidStreet(value)).toBe(ok));
  it.each([
    ['DE', true],
    ['AT', true],
    ['CH', true],
    ['LI', true],
    ['FR', false],
    ['de', false],
    [null, false],
  ])('country %p → %p', (value, ok) => expect(isValidCountry(value)).toBe(ok));
  it('countries', () => expect(COUNTRIES).toEqual(['DE', 'LI', 'AT', 'CH']));
});

describe('requirements per order type (is{Type}{Email|Phone|Address}Required)', () => {
  const branch = makeBranch({
    isDeliveryAddressRequired: true,
    isDeliveryPhoneRequired: true,
    isDineInEmailRequired: true,
    isTakeawayPhoneRequired: true,
  });
  it.each([
    ['delivery', { email: false, phone: true, address: true }],
    ['dineIn', { email: true, phone: false, address: false }],
    ['takeaway', { email: false, phone: true, address: false }],
  ] as const)('%s → %p', (type, req) => {
    expect(contactRequirements(branch, type)).toEqual(req);
  });
});

describe('checkout step validity, variant 1 (storefront.md §5)', () => {
  it('a complete draft is valid', () => {
    expect(checkoutErrors(valid, ctx())).toEqual([]);
    expect(checkoutStepValidity(valid, ctx())).toEqual({
      contact: true,
      address: true,
      appointment: true,
      table: true,
      final: true,
      isValid: true,
    });
  });

  it('names are required', () => {
    expect(checkoutErrors({ ...valid, firstName: ' ', lastName: null }, ctx())).toEqual([
      { field: 'firstName', message: 'Bitte geben Sie Ihren Vornamen an.' },
      { field: 'lastName', message: 'Bitte geben Sie Ihren Nachnamen an.' },
    ]);
  });

  it.each([
    ['required and missing', { isTakeawayPhoneRequired: true }, '', 'Bitte geben Sie Ihre Telefonnummer an.'],
    ['required and invalid', { isTakeawayPhoneRequired: true }, '171 123', 'Bitte geben Sie eine gültige Telefonnummer an.'],
    ['required and valid (leading 0)', { isTakeawayPhoneRequired: true }, '0171 1234567', null],
    ['not required and missing', {}, null, null],
    ['not required but invalid', {}, '++49', 'Bitte geben Sie eine gültige Telefonnummer an.'],
  ])('phone %s', (_, branch, phone, message) => {
    const errors = checkoutErrors({ ...valid, phone }, ctx(branch)).filter((e) => e.field === 'phone');
    expect(errors.map((e) => e.message)).toEqual(message ? [message] : []);
  });

  it.each([
    ['required and missing', { isDineInEmailRequired: true }, '', 'Bitte geben Sie Ihre E-Mail-Adresse an.'],
    ['required and invalid', { isDineInEmailRequired: true }, 'erika@', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['not required and missing', {}, '', null],
    ['not required but invalid', {}, 'erika', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
  ])('e-mail %s', (_, branch, email, message) => {
    const errors = checkoutErrors({ ...valid, email }, ctx(branch, { orderType: 'dineIn' })).filter((e) => e.field === 'email');
    expect(errors.map((e) => e.message)).toEqual(message ? [message] : []);
  });

  it('address when required: street of two words, zip code, city, country', () => {
    const c = ctx({ isDeliveryAddressRequired: true }, { orderType: 'delivery' });
    expect(checkoutErrors({ ...valid, street: 'Marktstätte', zipCode: '', city: ' ', country: 'FR' }, c)).toEqual([
      { field: 'street', message: 'Bitte geben Sie Straße und Hausnummer an.' },
      { field: 'zipCode', message: 'Bitte geben Sie Ihre Postleitzahl an.' },
      { field: 'city', message: 'Bitte geben Sie Ihren Ort an.' },
      { field: 'country', message: 'Bitte wählen Sie ein Land aus (Deutschland, Liechtenstein, Österreich oder Schweiz).' },
    ]);
    expect(fields({ ...valid, street: '' }, ctx())).toEqual([]);
    expect(checkoutStepValidity({ ...valid, street: 'x' }, c)).toMatchObject({ address: false, contact: true, isValid: false });
  });

  it('a different delivery address is checked too', () => {
    const c = ctx({ isDeliveryAddressRequired: true }, { orderType: 'delivery' });
    const draft = {
      ...valid,
      isDeliveryAddressDifferent: true,
      deliveryFirstName: 'Max',
      deliveryStreet: 'Seestraße 3',
      deliveryCity: 'Konstanz',
      deliveryCountry: 'DE',
    };
    expect(fields(draft, c)).toEqual(['deliveryLastName', 'deliveryZipCode']);
    expect(fields({ ...draft, deliveryLastName: 'M', deliveryZipCode: '78464' }, c)).toEqual([]);
    expect(fields({ ...draft, deliveryFirstName: '', deliveryLastName: 'M', deliveryZipCode: '78464' }, c)).toEqual(['deliveryFirstName']);
    expect(fields(draft, ctx({ isTakeawayAddressRequired: true }))).toEqual([]);
  });

  it('appointment: required by the branch, and valid', () => {
    expect(checkoutErrors(valid, ctx({ isAppointmentRequired: true }))).toEqual([
      { field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' },
    ]);
    expect(checkoutErrors({ ...valid, appointmentDate: '2025-06-02T12:00:00+02:00' }, ctx({ isAppointmentRequired: true }))).toEqual([]);
    expect(checkoutErrors({ ...valid, appointmentDate: '2025-06-08T12:00:00+02:00' }, ctx())).toEqual([
      {
        field: 'appointmentDate',
        message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      },
    ]);
    expect(checkoutStepValidity(valid, ctx({ isAppointmentRequired: true }))).toMatchObject({ appointment: false, isValid: false });
  });

  it('the appointment respects the cart lead time', () => {
    const products = [{ leadTimeType: 'days' as const, leadTimeValue: 2, isLeadTimeEnabled: true }];
    expect(fields({ ...valid, appointmentDate: '2025-06-03T12:00:00+02:00' }, ctx({}, { products }))).toEqual(['appointmentDate']);
  });

  it('table: required for dine-in with table selection, chosen from the branch tables', () => {
    const c = ctx({ id: 7, isTableSelectionEnabled: true }, { orderType: 'dineIn', tables: [table('T1', 7), table('T2', 8)] });
    expect(checkoutErrors(valid, c)).toEqual([{ field: 'table', message: 'Bitte wählen Sie einen Tisch aus.' }]);
    expect(fields({ ...valid, table: 'T2' }, c)).toEqual(['table']);
    expect(fields({ ...valid, table: 'T1' }, c)).toEqual([]);
    expect(fields({ ...valid, table: 'T9' }, { ...c, tables: ['T9'] })).toEqual([]);
    expect(fields({ ...valid, table: 'T9' }, { ...c, tables: null })).toEqual([]);
    expect(fields(valid, { ...c, orderType: 'takeaway' })).toEqual([]);
    expect(fields(valid, ctx({ isTableSelectionEnabled: false }, { orderType: 'dineIn' }))).toEqual([]);
    expect(checkoutStepValidity(valid, c)).toMatchObject({ table: false });
  });

  it('final step: notification type, legal instructions and privacy policy', () => {
    expect(checkoutErrors({ ...valid, notificationType: null, legalInstructions: false, privacyPolicy: false }, ctx())).toEqual([
      { field: 'notificationType', message: 'Bitte wählen Sie aus, wie Sie benachrichtigt werden möchten.' },
      { field: 'legalInstructions', message: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' },
      { field: 'privacyPolicy', message: 'Bitte akzeptieren Sie die Datenschutzerklärung.' },
    ]);
    expect(fields({ ...valid, notificationType: 'email' }, ctx())).toEqual([]);
    expect(fields(legacy(valid, { notificationType: 'brief' }), ctx())).toEqual(['notificationType']);
    expect(fields({ ...valid, notificationType: null }, ctx({}, { variant: 2 }))).toEqual([]);
    expect(checkoutStepValidity({ ...valid, privacyPolicy: false }, ctx())).toMatchObject({ final: false, contact: true });
  });

  it('typed fields within their length (ORDER_TEXT_LIMITS): one error per field, every field at once (issue 18)', () => {
    const draft = { ...valid, firstName: 'E'.repeat(256), phone: '12', email: 'erika-at-example', comment: 'x'.repeat(5001) };
    expect(checkoutErrors(draft, ctx())).toEqual([
      { field: 'firstName', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben.' },
      { field: 'comment', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 5000 Zeichen haben.' },
      { field: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer an.' },
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    ]);
    // Counted after trimming, as the body schema trims; a too-long phone is only too long.
    expect(fields({ ...valid, firstName: ` ${'E'.repeat(255)} ` }, ctx())).toEqual([]);
    expect(checkoutErrors({ ...valid, phone: `+49 ${'1'.repeat(40)}` }, ctx())).toEqual([
      { field: 'phone', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 40 Zeichen haben.' },
    ]);
    expect(textLengthErrors({ ...valid, deliveryZipCode: '1'.repeat(21) })).toEqual([
      { field: 'deliveryZipCode', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 20 Zeichen haben.' },
    ]);
    expect(checkoutStepValidity({ ...valid, comment: 'x'.repeat(5001) }, ctx())).toMatchObject({ final: false, address: true });
  });

  it('maps fields to steps', () => {
    expect(checkoutStepOf('companyName')).toBe('contact');
    expect(checkoutStepOf('comment')).toBe('final');
    expect(checkoutStepOf('phone')).toBe('contact');
    expect(checkoutStepOf('deliveryStreet')).toBe('address');
    expect(checkoutStepOf('appointmentDate')).toBe('appointment');
    expect(checkoutStepOf('table')).toBe('table');
    expect(checkoutStepOf('privacyPolicy')).toBe('final');
  });
});

describe('order types of a branch (storefront.md §4)', () => {
  it('offered types', () => {
    expect(offeredOrderTypes(makeBranch())).toEqual(['takeaway', 'delivery', 'dineIn']);
    expect(offeredOrderTypes(makeBranch({ isTakeawayEnabled: false, isDineInEnabled: false }))).toEqual(['delivery']);
  });
  it.each([
    [makeBranch(), 'dineIn', 'delivery', 'dineIn', 'the saved one'],
    [makeBranch(), null, 'delivery', 'delivery', 'the config default'],
    [makeBranch({ isDeliveryEnabled: false }), null, 'delivery', 'takeaway', 'an unsupported default falls back to takeaway'],
    [makeBranch({ isTakeawayEnabled: false }), 'takeaway', null, 'delivery', 'the first offered'],
    [makeBranch({ isTakeawayEnabled: false, isDeliveryEnabled: false, isDineInEnabled: false }), null, null, 'takeaway', 'nothing offered'],
  ] as const)('%#: %s', (branch, saved, configDefault, expected, _label) => {
    expect(initialOrderType(branch, saved, configDefault)).toBe(expected);
  });
});

describe('submit label and availability (storefront.md §5)', () => {
  const closedAt = berlin('2025-06-02T20:00');
  const open = berlin('2025-06-02T10:00');
  const delivery = { deliveryHours: [rule('daily', '11:00', '21:00')], isDeliveryHoursEnabled: true };
  it.each([
    ['creating', {}, 'takeaway', open, true, true, 'processing', 'Verarbeiten...'],
    ['quotation', { isQuotationRequired: true }, 'takeaway', closedAt, false, true, 'quotation', 'Angebotsanfrage abschicken'],
    ['open pickup', {}, 'takeaway', open, false, true, 'order', 'Bestellung abschicken'],
    ['open dine-in', {}, 'dineIn', open, false, true, 'order', 'Bestellung abschicken'],
    ['delivery open with minimum', delivery, 'delivery', closedAt, false, true, 'order', 'Bestellung abschicken'],
    ['delivery open below minimum', delivery, 'delivery', closedAt, false, false, null, null],
    ['delivery closed (before delivery hours)', delivery, 'delivery', open, false, true, null, null],
    ['closed with pre-order', { isPreorderEnabled: true }, 'takeaway', closedAt, false, true, 'preorder', 'Vorbestellung abschicken'],
    ['delivery closed with pre-order below minimum', { isPreorderEnabled: true }, 'delivery', closedAt, false, false, null, null],
    ['closed without pre-order', {}, 'takeaway', closedAt, false, true, null, null],
  ] as const)('%s', (_, branch, orderType, at, isCreating, minimum, kind, label) => {
    expect(submitState({ branch: makeBranch(branch), orderType, now: at, isCreating, isMinimumOrderValueReached: minimum })).toEqual({
      kind,
      label,
    });
  });

  it('variant 1 disables submit while steps are invalid; variant 2 does not', () => {
    expect(isSubmitEnabled({ kind: 'order' }, 1, false)).toBe(false);
    expect(isSubmitEnabled({ kind: 'order' }, 1, true)).toBe(true);
    expect(isSubmitEnabled({ kind: 'order' }, 2, false)).toBe(true);
    expect(isSubmitEnabled({ kind: 'processing' }, 2, true)).toBe(false);
    expect(isSubmitEnabled({ kind: null }, 2, true)).toBe(false);
  });
});

describe('orderTable: the table an order keeps (storefront.md §5)', () => {
  const selecting = makeBranch({ isTableSelectionEnabled: true });
  const notSelecting = makeBranch({ isTableSelectionEnabled: false });
  it.each([
    ['dine-in with table selection', selecting, 'dineIn', ' T2 ', 'T2'],
    ['dine-in with table selection, none chosen', selecting, 'dineIn', null, null],
    ['dine-in with table selection, blank', selecting, 'dineIn', '  ', null],
    ['dine-in without table selection: a sent table is ignored', notSelecting, 'dineIn', 'Fensterplatz', null],
    ['takeaway', selecting, 'takeaway', 'T2', null],
    ['delivery', selecting, 'delivery', 'T2', null],
  ] as const)('%s → %p', (_name, branch, orderType, table, kept) => {
    expect(orderTable({ table }, { branch, orderType })).toBe(kept);
  });
});

describe('validateOrderDraft: the shared server-side validation', () => {
  const area = { area: 'Innenstadt', price: 3.5, tax: 19, free: false, freeFromOrderValue: 50, minimumOrderValue: 20 };
  const branch = makeBranch({ deliveryAreas: [area], isDeliveryAddressRequired: true });
  const config = { enableCash: true };
  const steak = makeProduct({ price: 12.5 });
  const items = [{ product: steak, amount: 2, unit: 'piece' as const }];
  const base = { draft: { ...valid, deliveryArea: 'Innenstadt' }, branch, config, now, items, orderType: 'delivery' as const };

  it('a complete delivery order has no errors', () => {
    expect(validateOrderDraft(base)).toEqual([]);
    expect(validateOrderDraft({ ...base, items: undefined, orderType: 'takeaway' })).toEqual([]);
  });

  it('an order type the branch does not offer', () => {
    expect(validateOrderDraft({ ...base, branch: makeBranch({ ...branch, isDeliveryEnabled: false }) })).toContainEqual({
      field: 'orderType',
      message: 'Diese Bestellart wird von der ausgewählten Filiale nicht angeboten.',
    });
  });

  it('payment method: unknown, or not offered', () => {
    const msg = { field: 'paymentMethod', message: 'Diese Zahlungsart ist nicht verfügbar.' };
    const missing = { field: 'paymentMethod', message: 'Bitte wählen Sie eine Zahlungsart aus.' };
    expect(validateOrderDraft({ ...base, draft: legacy(base.draft, { paymentMethod: 'paypal' }) })).toContainEqual(msg);
    expect(validateOrderDraft({ ...base, draft: { ...base.draft, paymentMethod: 'mollie' } })).toContainEqual(msg);
    // Cash is offered here: a choice is needed.
    expect(validateOrderDraft({ ...base, draft: legacy(base.draft, { paymentMethod: null }) })).toContainEqual(missing);
    expect(validateOrderDraft({ ...base, draft: { ...base.draft, paymentMethod: 'cash' } })).toEqual([]);
  });

  it('payment method with nothing offered: only payment at pick-up (null or cash), never online', () => {
    const msg = { field: 'paymentMethod', message: 'Diese Zahlungsart ist nicht verfügbar.' };
    const none = { ...base, config: {} };
    for (const paymentMethod of ['mollie', 'datatrans', 'atm-card', 'hydro-ag-voucher', 'paypal']) {
      expect(validateOrderDraft({ ...none, draft: legacy(base.draft, { paymentMethod }) })).toEqual([msg]);
    }
    for (const paymentMethod of [null, undefined, '', 'cash']) {
      expect(validateOrderDraft({ ...none, draft: legacy(base.draft, { paymentMethod }) })).toEqual([]);
    }
  });

  it('delivery area of the branch', () => {
    expect(validateOrderDraft({ ...base, draft: { ...base.draft, deliveryArea: 'Mond' } })).toContainEqual({
      field: 'deliveryArea',
      message: 'Bitte wählen Sie ein Liefergebiet aus.',
    });
    expect(validateOrderDraft({ ...base, branch: makeBranch({ ...branch, deliveryAreas: [] }) })).toEqual([]);
    expect(validateOrderDraft({ ...base, items: null, branch: makeBranch({ ...branch, deliveryAreas: undefined as never }) })).toEqual([]);
  });

  it('items: empty cart, invalid items, minimum order value', () => {
    expect(validateOrderDraft({ ...base, items: [] })).toEqual([
      { field: 'items', message: 'Keine Produkte im Warenkorb!' },
      {
        field: 'deliveryArea',
        message:
          'Sie haben den Mindestbestellwert in Höhe von 20,00\u00a0€ leider noch nicht erreicht. Fügen Sie Waren im Wert von mindestens 20,00\u00a0€ hinzu oder wählen Sie eine andere Art der Lieferung.',
      },
    ]);
    const configurable = makeProduct({
      name: 'Grillplatte',
      type: 'configurable',
      price: 30,
      config: { parts: [{ type: 'select', name: 'Größe' }] },
    });
    expect(validateOrderDraft({ ...base, items: [{ product: configurable, amount: 1, unit: 'piece', parts: [{ value: null }] }] })).toEqual(
      [{ field: 'items.0', message: 'Bitte vervollständigen Sie die Angaben zu "Grillplatte".' }],
    );
    // A text step beyond its limits is named on its step's field, not as the whole item.
    const labelled = makeProduct({
      name: 'Torte',
      type: 'configurable',
      price: 30,
      config: {
        parts: [
          { type: 'select', name: 'Größe' },
          { type: 'text', name: 'Aufschrift', minLength: 2, maxLength: 20 },
        ],
      },
    });
    const labelledItem = (value: string) => ({
      product: labelled,
      amount: 1,
      unit: 'piece' as const,
      parts: [{ value: 'Groß' }, { value }],
    });
    expect(validateOrderDraft({ ...base, items: [labelledItem('x'.repeat(21))] })).toEqual([
      { field: 'items[0].parts[1].value', message: 'Die Angabe "Aufschrift" zu "Torte" darf höchstens 20 Zeichen haben.' },
    ]);
    expect(validateOrderDraft({ ...base, items: [labelledItem('x')] })).toEqual([
      { field: 'items[0].parts[1].value', message: 'Die Angabe "Aufschrift" zu "Torte" muss mindestens 2 Zeichen haben.' },
    ]);
    expect(validateOrderDraft({ ...base, items: [labelledItem('x'.repeat(20))] })).toEqual([]);
    expect(
      validateOrderDraft({ ...base, items: [{ product: steak, amount: 1, unit: 'piece' }], config: { ...config, currency: 'CHF' } })[0]
        .message,
    ).toContain('20,00\u00a0CHF');
  });

  it('the branch must take orders now (open, pre-order or quotation)', () => {
    const late = berlin('2025-06-02T20:00');
    expect(validateOrderDraft({ ...base, orderType: 'takeaway', now: late })).toEqual([
      { field: 'branch', message: 'Derzeit haben wir leider geschlossen.' },
    ]);
    expect(validateOrderDraft({ ...base, now: late })).toEqual([
      { field: 'branch', message: 'Derzeit bieten wir leider keine Lieferung an.' },
    ]);
    expect(validateOrderDraft({ ...base, now: late, branch: makeBranch({ ...branch, isPreorderEnabled: true }) })).toEqual([]);
    expect(validateOrderDraft({ ...base, now: late, branch: makeBranch({ ...branch, isQuotationRequired: true }) })).toEqual([]);
  });

  it('includes the checkout rules and the lead time of the items', () => {
    const slow = makeProduct({ price: 25, leadTimeType: 'days', leadTimeValue: 1, isLeadTimeEnabled: true });
    const errors = validateOrderDraft({
      ...base,
      items: [{ product: slow, amount: 1, unit: 'piece' }],
      draft: { ...base.draft, firstName: '', appointmentDate: '2025-06-02T12:00:00+02:00' },
    });
    expect(errors.map((e) => e.field)).toEqual(['firstName', 'appointmentDate']);
  });
});

describe('errors of a failed order creation (storefront.md §8)', () => {
  it.each([
    [
      { errors: [{ message: 'Vorname fehlt', field: 'firstName' }, { message: 'Allgemein' }, { field: 'x' }, null] },
      [{ field: 'firstName', message: 'Vorname fehlt' }, { message: 'Allgemein' }],
    ],
    [{ errors: [] }, [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]],
    [null, [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]],
    ['<html>', [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]],
    [{ errors: [{ message: 'X', field: '' }] }, [{ message: 'X' }]],
  ])('%p', (body, errors) => {
    expect(orderErrorsFromResponse(body)).toEqual(errors);
  });
});
