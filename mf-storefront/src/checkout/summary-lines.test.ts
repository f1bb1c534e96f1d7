import { priceCart } from '@asp/domain';
import { summaryItemLines, summaryTotalLines } from './summary-lines';
import { makeBranch, makeItem } from './testing/fixtures';

const branch = makeBranch({ isDeliveryEnabled: true, deliveryAreas: [{ area: 'Konstanz', price: 3.5, tax: 19, freeFromOrderValue: 50 }] });

describe('checkout summary lines (storefront.md §2.4, §2.10, §9)', () => {
  it('takeaway: items, the takeaway label with the branch address, net, one line per rate, gross', () => {
    const items = [makeItem({ id: 1, price: 2.5, tax: 7 }, 2), makeItem({ id: 2, name: 'Wein', price: 10, tax: 19 }, 1)];
    const pricing = priceCart({ items, orderType: 'takeaway', branch });
    expect(summaryItemLines(items, pricing, 'EUR').map((l) => [l.name, l.amount, l.price])).toEqual([
      ['Leberkäse', '2 Stk.', '5,00\u00a0€'],
      ['Wein', '1 Stk.', '10,00\u00a0€'],
    ]);
    expect(summaryTotalLines(pricing, branch, 'EUR').map((l) => [l.label, l.value])).toEqual([
      ['Abholung', 'Marktstätte 4, 78462 Konstanz'],
      ['Netto', '13,08\u00a0€'],
      ['Mwst. (7%)', '0,33\u00a0€'],
      ['Mwst. (19%)', '1,60\u00a0€'],
      ['Gesamt', '15,00\u00a0€'],
    ]);
  });

  it('delivery: the area fee, free at the threshold', () => {
    const items = [makeItem({ price: 10, tax: 7 }, 2)];
    const paid = priceCart({ items, orderType: 'delivery', branch, deliveryArea: 'Konstanz' });
    expect(summaryTotalLines(paid, branch, 'EUR')[0]).toEqual({ kind: 'fulfilment', label: 'Lieferkosten', value: '3,50\u00a0€' });
    expect(summaryTotalLines(paid, branch, 'EUR').at(-1)?.value).toBe('23,50\u00a0€');
    const free = priceCart({ items: [makeItem({ price: 10, tax: 7 }, 5)], orderType: 'delivery', branch, deliveryArea: 'Konstanz' });
    expect(summaryTotalLines(free, branch, 'EUR')[0].value).toBe('Kostenlos');
  });

  it('dine-in shows Standort; approximate prices read ca. and hide the totals; hidden prices show none', () => {
    const items = [
      makeItem({ id: 1, unit: 'kilogram', price: 20, calculationModel: 'approximate' }, 0.5, 'kilogram'),
      makeItem({ id: 2, isPriceHidden: true }, 1),
    ];
    const pricing = priceCart({ items, orderType: 'dineIn', branch });
    const lines = summaryItemLines(items, pricing, 'EUR');
    expect(lines[0].price).toBe('ca. 10,00\u00a0€');
    expect(lines[1].price).toBeNull();
    expect(summaryTotalLines(pricing, branch, 'EUR')).toEqual([
      { kind: 'fulfilment', label: 'Standort', value: 'Marktstätte 4, 78462 Konstanz' },
    ]);
  });

  it('lists the configured steps of an item', () => {
    const item = makeItem({
      type: 'configurable',
      config: {
        parts: [
          { type: 'select', name: 'Größe', options: [{ name: 'Mittel' }] },
          { type: 'multiselect', name: 'Beilagen', options: [{ name: 'Senf' }, { name: 'Brezel' }] },
          { type: 'files', name: 'Logo' },
          { type: 'addons', name: 'Extras' },
          { type: 'text', name: 'Gruß', optional: true },
        ],
      },
    });
    item.parts = [
      { value: 'Mittel' },
      { values: ['Senf', 'Brezel'] },
      {
        files: [
          { id: 1, name: 'logo.svg' },
          { id: 2, name: 'logo-dunkel.svg' },
        ],
      },
      {
        addons: [
          { name: 'Käse', amount: 2 },
          { name: 'Zwiebeln', amount: 0 },
        ],
      },
      { value: '' },
    ];
    expect(summaryItemLines([item], priceCart({ items: [item], orderType: 'takeaway', branch }), 'EUR')[0].details).toEqual([
      { text: 'Größe: Mittel' },
      { text: 'Beilagen: Senf, Brezel' },
      { text: 'Logo: logo.svg, logo-dunkel.svg' },
      { text: 'Extras: 2 × Käse' },
    ]);
  });
});
