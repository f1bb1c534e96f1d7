import { DONATION_AMOUNT, donationNote, searchDonatees, toggleDonatee } from './donation';

const donatees = [
  { id: 1, name: 'Tafel Konstanz', description: '<p>Lebensmittel für <strong>Bedürftige</strong></p>' },
  { id: 2, name: 'Tierheim Singen', description: 'Hunde, Katzen &amp; Kleintiere' },
  { id: 3, name: 'Kinderhilfe Bodensee', description: null },
];

describe('donation amount (storefront.md §9)', () => {
  it('is 0.07 in the shop currency', () => {
    expect(DONATION_AMOUNT).toBe(0.07);
    expect(donationNote()).toBe(donationNote('EUR'));
    expect(donationNote('EUR')).toBe(
      'Für jede Bestellung spenden wir 0,07\u00a0€ an eine Organisation Ihrer Wahl. Die Spende wird vollständig von uns finanziert.',
    );
    expect(donationNote('CHF')).toContain('0,07\u00a0CHF');
  });
});

describe('donatee search (storefront.md §2.10, §8)', () => {
  it.each<[string, number[]]>([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['tafel', [1]],
    ['TIERHEIM', [2]],
    ['bedürftige', [1]],
    ['strong', []],
    ['katzen hunde', [2]],
    ['konstanz,tafel', [1]],
    ['konstanz singen', []],
    ['e', [1, 2, 3]],
  ])('%j → %j', (term, ids) => {
    const { results, message } = searchDonatees(donatees, term);
    expect(results.map((d) => d.id)).toEqual(ids);
    expect(message).toBe(ids.length === 0 ? 'Keine passende Organisation gefunden.' : null);
  });
  it('an empty list has no match', () => {
    expect(searchDonatees([], '')).toEqual({ results: [], message: 'Keine passende Organisation gefunden.' });
  });
});

describe('donatee selection: click selects, click again deselects (storefront.md §4)', () => {
  it.each<[number | string | null | undefined, number | string, number | string | null]>([
    [null, 1, 1],
    [undefined, 2, 2],
    [1, 1, null],
    [1, 2, 2],
    ['3', 3, null],
  ])('selected %j, clicked %j → %j', (selected, clicked, expected) => {
    expect(toggleDonatee(selected, clicked)).toBe(expected);
  });
});
