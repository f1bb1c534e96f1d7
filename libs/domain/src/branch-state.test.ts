import {
  branchesToolbarText,
  branchOpenState,
  branchToolbarState,
  closedMessages,
  formatClock,
  hoursForOrderType,
  isBranchOpen,
  isDeliveryOpen,
  isOpenForOrderType,
  nextShift,
  nextShiftText,
  noDeliveryMessages,
  preorderMessages,
} from './branch-state';
import { berlin, makeBranch, rule, WEEK_HOURS } from './testing/fixtures';

const DELIVERY_HOURS = [rule('daily', '11:00', '21:00'), rule('sunday', '00:00', '00:00', { isClosed: true })];
const withDelivery = makeBranch({ deliveryHours: DELIVERY_HOURS, isDeliveryHoursEnabled: true });
const plain = makeBranch();

describe('branch open state (storefront.md §4)', () => {
  it.each([
    ['2025-06-02T10:00', plain, true, true, 'within opening hours'],
    ['2025-06-02T19:00', plain, false, false, 'after closing, no delivery hours'],
    ['2025-06-02T19:00', withDelivery, true, true, 'after closing but within enabled delivery hours'],
    ['2025-06-02T09:00', withDelivery, true, false, 'open, delivery not yet'],
    [
      '2025-06-02T19:00',
      makeBranch({ deliveryHours: DELIVERY_HOURS, isDeliveryHoursEnabled: false }),
      false,
      false,
      'delivery hours not enabled: ignored',
    ],
  ])('%s: open %p, delivery %p (%s)', (at, branch, open, delivery) => {
    expect(isBranchOpen(branch, berlin(at))).toBe(open);
    expect(isDeliveryOpen(branch, berlin(at))).toBe(delivery);
  });

  it('hours per order type', () => {
    expect(hoursForOrderType(withDelivery, 'delivery')).toBe(DELIVERY_HOURS);
    expect(hoursForOrderType(withDelivery, 'takeaway')).toBe(WEEK_HOURS);
    expect(hoursForOrderType(plain, 'delivery')).toBe(WEEK_HOURS);
    expect(hoursForOrderType(makeBranch({ openingHours: undefined as never }), 'dineIn')).toEqual([]);
    expect(hoursForOrderType(makeBranch({ deliveryHours: undefined as never, isDeliveryHoursEnabled: true }), 'delivery')).toEqual([]);
    expect(isOpenForOrderType(withDelivery, 'delivery', berlin('2025-06-02T09:00'))).toBe(false);
    expect(isOpenForOrderType(withDelivery, 'takeaway', berlin('2025-06-02T09:00'))).toBe(true);
  });

  it('state with open-until, closing soon and next openings', () => {
    expect(branchOpenState(plain, berlin('2025-06-02T17:30'))).toEqual({
      isOpen: true,
      isDeliveryOpen: true,
      isClosingSoon: true,
      openUntil: berlin('2025-06-02T18:00'),
      nextOpening: berlin('2025-06-02T17:30'),
      nextDelivery: berlin('2025-06-02T17:30'),
    });
    expect(branchOpenState(withDelivery, berlin('2025-06-02T17:30'))).toMatchObject({
      isClosingSoon: false,
      openUntil: berlin('2025-06-02T21:00'),
    });
    expect(branchOpenState(withDelivery, berlin('2025-06-02T22:00'))).toMatchObject({
      isOpen: false,
      isClosingSoon: false,
      openUntil: null,
      nextOpening: berlin('2025-06-03T08:00'),
      nextDelivery: berlin('2025-06-03T11:00'),
    });
  });
});

describe('closed messages (storefront.md §8)', () => {
  it.each([
    ['2025-06-02T10:00', []],
    ['2025-06-02T07:00', ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder um 08:00 Uhr.']],
    ['2025-06-02T18:30', ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder am Dienstag um 08:00 Uhr.']],
    ['2025-06-07T13:00', ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder am Montag um 08:00 Uhr.']],
  ])('%s → %p', (at, lines) => {
    expect(closedMessages(plain, berlin(at))).toEqual(lines);
  });

  it('the branch closed message replaces the reopening time', () => {
    expect(closedMessages(makeBranch({ closedMessage: ' Wir sind im Urlaub. ' }), berlin('2025-06-02T07:00'))).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir sind im Urlaub.',
    ]);
  });

  it('no opening within 72 hours: only the first line', () => {
    expect(closedMessages(makeBranch({ openingHours: [] }), berlin('2025-06-02T07:00'))).toEqual(['Derzeit haben wir leider geschlossen.']);
  });
});

describe('no-delivery messages (storefront.md §8)', () => {
  it('nothing while delivery is open', () => {
    expect(noDeliveryMessages(withDelivery, berlin('2025-06-02T12:00'))).toEqual([]);
  });
  it('later today, with the takeaway and dine-in hint', () => {
    expect(noDeliveryMessages(withDelivery, berlin('2025-06-02T09:00'))).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 11:00 Uhr',
      'Sie können Ihre Bestellung aber gerne bei uns abholen oder vor Ort essen.',
    ]);
  });
  it('checkout wording, another day, takeaway only', () => {
    expect(
      noDeliveryMessages(makeBranch({ ...withDelivery, isDineInEnabled: false }), berlin('2025-06-07T22:00'), { checkout: true }),
    ).toEqual([
      'Derzeit bieten wir leider keine Lieferung an.',
      'Wir liefern wieder am Montag ab 11:00 Uhr',
      'Sie können Ihre Bestellung aber gerne bei uns abholen.',
    ]);
  });
  it('dine-in only, no delivery in sight', () => {
    expect(noDeliveryMessages(makeBranch({ openingHours: [], isTakeawayEnabled: false }), berlin('2025-06-02T09:00'))).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Sie können aber gerne bei uns vor Ort essen.',
    ]);
  });
  it('no hint without takeaway and dine-in', () => {
    expect(noDeliveryMessages(makeBranch({ isTakeawayEnabled: false, isDineInEnabled: false }), berlin('2025-06-02T07:00'))).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 08:00 Uhr',
    ]);
  });
});

describe('pre-order messages (storefront.md §8)', () => {
  it.each([
    [false, false, []],
    [true, false, ['Gerne nehmen wir auch Ihre Vorbestellungen entgegen.', 'Diese werden bearbeitet, sobald wir wieder geöffnet haben.']],
    [true, true, ['Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.']],
  ])('pre-order %p, checkout %p', (isPreorderEnabled, checkout, lines) => {
    expect(preorderMessages({ isPreorderEnabled }, { checkout })).toEqual(lines);
  });
  it('defaults to the shop wording', () => {
    expect(preorderMessages({ isPreorderEnabled: true })).toHaveLength(2);
  });
});

describe('opening-hours toolbar (storefront.md §2.13)', () => {
  const early = makeBranch({ id: 2, openingHours: [rule('daily', '06:00', '12:00')] });
  const hidden = makeBranch({ id: 3, isPublic: false });
  const disabled = makeBranch({ id: 4, isEnabled: false });
  it.each([
    ['2025-06-02T10:00', [plain, early, hidden, disabled], '2 Standorte geöffnet'],
    ['2025-06-02T07:00', [plain, early], '1 Standort geöffnet'],
    ['2025-06-02T13:00', [early, hidden], 'Alle Standorte geschlossen'],
    ['2025-06-02T13:00', [], 'Alle Standorte geschlossen'],
  ])('no branch selected at %s → %s', (at, branches, text) => {
    expect(branchesToolbarText(branches, berlin(at))).toBe(text);
  });

  it.each([
    ['2025-06-02T10:00', { text: 'Geöffnet bis 18:00', isWarning: false }],
    ['2025-06-02T17:15', { text: 'Geöffnet bis 18:00', isWarning: true }],
    ['2025-06-02T18:00', { text: 'Geschlossen', isWarning: false }],
  ])('selected branch at %s', (at, state) => {
    expect(branchToolbarState(plain, berlin(at))).toEqual(state);
  });
});

describe('next shift of a branch card (storefront.md §4)', () => {
  it.each([
    ['2025-06-02T10:00', 'Heute 08:00 - 18:00 Uhr'],
    ['2025-06-02T07:00', 'Heute 08:00 - 18:00 Uhr'],
    ['2025-06-02T19:00', 'Morgen 08:00 - 18:00 Uhr'],
    ['2025-06-07T13:00', 'Montag 08:00 - 18:00 Uhr'],
  ])('%s → %s', (at, text) => {
    expect(nextShiftText(plain, berlin(at))).toBe(text);
  });

  it('a shift running past midnight counts as today', () => {
    const late = [rule('daily', '18:00', '02:00')];
    expect(nextShift(late, berlin('2025-06-03T01:00'))).toMatchObject({ day: 'today', from: '18:00', to: '02:00' });
  });

  it('no shift within a week: the closed message or Geschlossen', () => {
    expect(nextShiftText(makeBranch({ openingHours: [], closedMessage: 'Betriebsurlaub' }), berlin('2025-06-02T10:00'))).toBe(
      'Betriebsurlaub',
    );
    expect(nextShiftText(makeBranch({ openingHours: [] }), berlin('2025-06-02T10:00'))).toBe('Geschlossen');
  });

  it('formats clock times in the zone', () => {
    expect(formatClock(new Date('2025-01-15T07:05:00Z'))).toBe('08:05');
    expect(formatClock(new Date('2025-07-15T07:05:00Z'))).toBe('09:05');
    expect(formatClock(new Date('2025-07-15T07:05:00Z'), 'Europe/London')).toBe('08:05');
  });
});
