import {
  defaultDeliveryArea,
  deliveryCost,
  deliveryMessages,
  findDeliveryArea,
  formatDeliveryCost,
  isDeliveryFree,
  isMinimumOrderValueReached,
  missingOrderValue,
} from './delivery';
import type { DeliveryArea } from './types';

const city: DeliveryArea = { area: 'Innenstadt', price: 3.5, tax: 19, free: false, freeFromOrderValue: 50, minimumOrderValue: 20 };
const village: DeliveryArea = { area: 'Umland', price: 5, tax: 7, free: false, freeFromOrderValue: null, minimumOrderValue: null };
const freeArea: DeliveryArea = { area: 'Nachbarschaft', price: 2, tax: 19, free: true, freeFromOrderValue: null, minimumOrderValue: 10 };
const branch = { deliveryAreas: [city, village, freeArea] };

describe('delivery area (storefront.md §4, §9)', () => {
  it('finds the area matching the chosen one', () => {
    expect(findDeliveryArea(branch, 'Umland')).toBe(village);
    expect(findDeliveryArea(branch, 'Mond')).toBeUndefined();
    expect(findDeliveryArea(branch, null)).toBeUndefined();
    expect(findDeliveryArea({ deliveryAreas: undefined as unknown as DeliveryArea[] }, 'Umland')).toBeUndefined();
  });
  it('preselects the first area when none (or an unknown one) is set', () => {
    expect(defaultDeliveryArea(branch)).toBe('Innenstadt');
    expect(defaultDeliveryArea(branch, 'Umland')).toBe('Umland');
    expect(defaultDeliveryArea(branch, 'Mond')).toBe('Innenstadt');
    expect(defaultDeliveryArea({ deliveryAreas: [] })).toBeNull();
  });
});

describe('delivery cost (storefront.md §9)', () => {
  it.each([
    ['a free area', freeArea, 5, { gross: 0, net: 0, tax: 0, rate: 19, isFree: true }],
    [
      'below the free threshold: the area price with its own tax',
      city,
      49.99,
      { gross: 3.5, net: 2.9412, tax: 0.5588, rate: 19, isFree: false },
    ],
    ['exactly at the free threshold: free', city, 50, { gross: 0, net: 0, tax: 0, rate: 19, isFree: true }],
    ['above the free threshold: free', city, 80, { gross: 0, net: 0, tax: 0, rate: 19, isFree: true }],
    ['no threshold: always the price', village, 1000, { gross: 5, net: 4.6729, tax: 0.3271, rate: 7, isFree: false }],
    ['no area', null, 10, { gross: 0, net: 0, tax: 0, rate: 0, isFree: false }],
  ])('%s', (_, area, gross, expected) => {
    expect(deliveryCost(area, gross)).toEqual(expected);
  });

  it('isDeliveryFree', () => {
    const sparse = { area: 'X', free: false } as unknown as DeliveryArea;
    expect(deliveryCost(sparse, 10)).toEqual({ gross: 0, net: 0, tax: 0, rate: 0, isFree: false });
    expect(isDeliveryFree(city, 49.99)).toBe(false);
    expect(isDeliveryFree(city, 50)).toBe(true);
    expect(isDeliveryFree({ ...village, freeFromOrderValue: 0 }, 10)).toBe(false);
  });

  it('a zero delivery fee reads Kostenlos', () => {
    expect(formatDeliveryCost(0)).toBe('Kostenlos');
    expect(formatDeliveryCost(3.5)).toBe('3,50\u00a0€');
    expect(formatDeliveryCost(3.5, 'CHF')).toBe('3,50\u00a0CHF');
  });
});

describe('minimum order value and free-delivery messages (storefront.md §5)', () => {
  it.each([
    [12.5, 7.5, false],
    [19.99, 0.01, false],
    [20, 0, true],
    [25, 0, true],
  ])('subtotal %d: missing %d, reached %p', (gross, missing, reached) => {
    expect(missingOrderValue(city, gross)).toBe(missing);
    expect(isMinimumOrderValueReached(city, gross)).toBe(reached);
  });

  it('no area or no minimum: reached', () => {
    expect(missingOrderValue(null, 0)).toBe(0);
    expect(isMinimumOrderValueReached(village, 0)).toBe(true);
  });

  it('shows the spec messages with de-DE amounts', () => {
    expect(deliveryMessages(city, 12.5)).toEqual({
      minimumOrderValue: [
        'Sie haben den Mindestbestellwert in Höhe von 20,00\u00a0€ leider noch nicht erreicht.',
        'Fügen Sie Waren im Wert von mindestens 7,50\u00a0€ hinzu oder wählen Sie eine andere Art der Lieferung.',
      ],
      freeDelivery: 'Kostenlose Lieferung ab 50,00\u00a0€.',
    });
  });

  it('only the free-delivery hint once the minimum is reached; nothing at the threshold', () => {
    expect(deliveryMessages(city, 20)).toEqual({ minimumOrderValue: [], freeDelivery: 'Kostenlose Lieferung ab 50,00\u00a0€.' });
    expect(deliveryMessages(city, 50)).toEqual({ minimumOrderValue: [], freeDelivery: null });
  });

  it('no free-delivery hint for a free area or without threshold; none without area', () => {
    expect(deliveryMessages(freeArea, 5)).toEqual({
      minimumOrderValue: [
        'Sie haben den Mindestbestellwert in Höhe von 10,00\u00a0€ leider noch nicht erreicht.',
        'Fügen Sie Waren im Wert von mindestens 5,00\u00a0€ hinzu oder wählen Sie eine andere Art der Lieferung.',
      ],
      freeDelivery: null,
    });
    expect(deliveryMessages(village, 5)).toEqual({ minimumOrderValue: [], freeDelivery: null });
    expect(deliveryMessages(null, 5)).toEqual({ minimumOrderValue: [], freeDelivery: null });
  });

  it('uses the configured currency', () => {
    expect(deliveryMessages(city, 60, 'CHF').freeDelivery).toBeNull();
    expect(deliveryMessages(city, 10, 'CHF').minimumOrderValue[0]).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 20,00\u00a0CHF leider noch nicht erreicht.',
    );
  });
});
