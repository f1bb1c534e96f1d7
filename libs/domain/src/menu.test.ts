import {
  activeMenu,
  activeProducts,
  DATA_RELOAD_MS,
  isDataReloadDue,
  isProductOnSale,
  isWithinSchedule,
  migrateCart,
  visibilityOf,
  visibleCatalog,
} from './menu';
import { berlin, category, legacy, makeProduct, menu as makeMenu, rule } from './testing/fixtures';
import type { Category, Menu } from './types';

const now = berlin('2025-06-02T10:00');

/** A menu as older data may hold it: string ids, branch references as objects, any date text. */
const named = (id: string, branches: unknown[], availableFrom: string | null): Menu =>
  legacy(makeMenu({}), { id, branches, availableFrom });

describe('active menu (storefront.md §4)', () => {
  const menus: Menu[] = [
    named('old', [1, 2], '2025-01-01T00:00:00+01:00'),
    named('current', [{ id: 1 }], '2025-06-01T00:00:00+02:00'),
    named('future', [1], '2025-07-01T00:00:00+02:00'),
    named('other', [3], '2025-06-02T00:00:00+02:00'),
    named('always', [4], null),
    named('broken', [5], 'kaputt'),
  ];
  it.each([
    [1, 'current'],
    ['1', 'current'],
    [2, 'old'],
    [3, 'other'],
    [4, 'always'],
    [5, null],
    [9, null],
  ])('branch %p → %p', (branchId, id) => {
    expect(activeMenu(menus, branchId, now)?.id ?? null).toBe(id);
  });
  it('a menu available from exactly now is active', () => {
    expect(activeMenu(menus, 1, berlin('2025-07-01T00:00'))?.id).toBe('future');
  });
  it('an undated menu loses against a dated one', () => {
    expect(activeMenu([menus[1], menus[0]], 1, now)?.id).toBe('current');
    expect(activeMenu([named('a', [1], null), named('b', [1], '2025-01-01')], 1, now)?.id).toBe('b');
  });
});

describe('menu schedules (issue 13): a scheduled menu counts only within its hours, and then wins', () => {
  // 2025-06-02 is a Monday.
  const lunch = makeMenu({
    id: 2,
    name: 'Mittagstisch',
    branches: [1],
    availableFrom: '2025-01-01T00:00:00+01:00',
    schedule: [rule('monday', '11:00', '14:00')],
  });
  const everyday = makeMenu({ id: 1, name: 'Sortiment', branches: [1], availableFrom: '2025-05-01T00:00:00+02:00' });
  const at = (local: string, menus = [everyday, lunch]) => activeMenu(menus, 1, berlin(local))?.name ?? null;

  it.each([
    ['2025-06-02T10:59', 'Sortiment'],
    ['2025-06-02T11:00', 'Mittagstisch'],
    ['2025-06-02T13:59', 'Mittagstisch'],
    ['2025-06-02T14:00', 'Sortiment'],
    ['2025-06-03T12:00', 'Sortiment'],
  ])('%s → %s (a newer everyday menu does not hide the lunch menu)', (local, name) => {
    expect(at(local)).toBe(name);
  });
  it('an empty schedule means always, like none', () => {
    expect(at('2025-06-03T12:00', [everyday, { ...lunch, schedule: [] }])).toBe('Sortiment');
    expect(
      at('2025-06-03T12:00', [
        { ...everyday, availableFrom: null },
        { ...lunch, schedule: [] },
      ]),
    ).toBe('Mittagstisch');
  });
  it('a scheduled menu still waits for its availableFrom', () => {
    expect(at('2025-06-02T12:00', [everyday, { ...lunch, availableFrom: '2025-06-09T00:00:00+02:00' }])).toBe('Sortiment');
  });
  it('among scheduled menus within their hours the latest availableFrom wins; outside all of them no menu without a fallback', () => {
    const newer = { ...lunch, id: 3, name: 'Neuer Mittagstisch', availableFrom: '2025-05-15T00:00:00+02:00' };
    expect(at('2025-06-02T12:00', [lunch, newer, everyday])).toBe('Neuer Mittagstisch');
    expect(at('2025-06-02T12:00', [newer, lunch])).toBe('Neuer Mittagstisch');
    expect(at('2025-06-02T15:00', [lunch, newer])).toBeNull();
  });
  it('the schedule is read in the given time zone', () => {
    expect(activeMenu([everyday, lunch], 1, new Date('2025-06-02T11:30:00Z'), 'UTC')?.name).toBe('Mittagstisch');
    expect(activeMenu([everyday, lunch], 1, new Date('2025-06-02T12:30:00Z'), 'UTC')?.name).toBe('Mittagstisch');
    expect(activeMenu([everyday, lunch], 1, new Date('2025-06-02T12:30:00Z'))?.name).toBe('Sortiment');
  });
});

describe('visibility by isEnabled, schedule and isVisibleWhenUnavailable (storefront.md §4)', () => {
  const schedule = [rule('daily', '11:00', '14:00')];
  it.each([
    [{ isEnabled: true }, 'available'],
    [{ isEnabled: true, schedule: [] }, 'available'],
    [{ isEnabled: true, schedule }, 'unavailable-or-hidden'],
    [{ isEnabled: false }, 'hidden'],
    [{ isEnabled: false, isVisibleWhenUnavailable: true }, 'unavailable'],
    [{ isEnabled: true, schedule, isVisibleWhenUnavailable: true }, 'unavailable'],
    [{ isEnabled: true, isPublic: false, isVisibleWhenUnavailable: true }, 'hidden'],
  ] as const)('%p → %s', (entry, expected) => {
    const result = visibilityOf(entry as never, now);
    expect(result).toBe(expected === 'unavailable-or-hidden' ? 'hidden' : expected);
  });
  it('within the schedule', () => {
    expect(visibilityOf({ isEnabled: true, schedule, isVisibleWhenUnavailable: false }, berlin('2025-06-02T12:00'))).toBe('available');
    expect(isWithinSchedule(null, now)).toBe(true);
    expect(isWithinSchedule(schedule, now)).toBe(false);
  });
});

describe('sale category (spec README: saleCategoryId)', () => {
  it.each([
    [{ date: '2025-06-10' }, true],
    [{ date: '2025-06-01' }, false],
    [{ date: null }, false],
    [{ date: 'bald' }, false],
    [null, false],
  ])('content %p → on sale %p', (content, onSale) => {
    expect(isProductOnSale(legacy(makeProduct(), { content }), now)).toBe(onSale);
  });
});

describe('visible catalogue', () => {
  const categories: Category[] = [
    category({ id: 1, name: 'Grill', isEnabled: true }),
    category({ id: 2, name: 'Mittag', isEnabled: true, schedule: [rule('daily', '11:00', '14:00')], isVisibleWhenUnavailable: true }),
    category({ id: 3, name: 'Versteckt', isEnabled: false }),
    category({ id: 96, name: 'Aktionen', isEnabled: true }),
    category({ id: 4, name: 'Leer', isEnabled: true }),
  ];
  const products = [
    makeProduct({ id: 10, name: 'Steak' }),
    makeProduct({ id: 11, name: 'Rippchen', content: { date: '2025-06-30' } }),
    makeProduct({ id: 12, name: 'Aus', isEnabled: false }),
    makeProduct({ id: 13, name: 'Aus, aber sichtbar', isEnabled: false, isVisibleWhenUnavailable: true }),
    makeProduct({ id: 14, name: 'Mittagsteller' }),
    makeProduct({ id: 15, name: 'Geheim', isPublic: false }),
  ];
  // Product references may be objects in older data.
  const menu: Menu = legacy(makeMenu({}), {
    branches: [1],
    catalog: [
      { id: 1, products: [10, { id: 11 }, 12, 13, 15, 99] },
      { id: 2, products: [14] },
      { id: 3, products: [10] },
      { id: 4, products: [12] },
      { id: 77, products: [10] },
    ],
  });

  it('keeps menu order, hides hidden entries, marks unavailable ones, puts sale products into the sale category first', () => {
    const catalog = visibleCatalog({ menu, categories, products, now, saleCategoryId: 96 });
    expect(catalog.map((c) => [c.category.id, c.visibility, c.products.map((p) => [p.product.id, p.visibility])])).toEqual([
      [96, 'available', [[11, 'available']]],
      [
        1,
        'available',
        [
          [10, 'available'],
          [11, 'available'],
          [13, 'unavailable'],
        ],
      ],
      [2, 'unavailable', [[14, 'unavailable']]],
    ]);
    expect(activeProducts(catalog).map((p) => p.id)).toEqual([11, 10]);
  });

  it('appends sale products to the sale category when the menu lists it', () => {
    const withSale: Menu = { ...menu, catalog: [...menu.catalog, { id: 96, products: [11, 10] }] };
    const catalog = visibleCatalog({ menu: withSale, categories, products, now, saleCategoryId: '96' });
    expect(catalog.find((c) => c.category.id === 96)?.products.map((p) => p.product.id)).toEqual([11, 10]);
    const without: Menu = { ...menu, catalog: [...menu.catalog, { id: 96, products: [10] }] };
    expect(
      visibleCatalog({ menu: without, categories, products, now, saleCategoryId: 96 })
        .find((c) => c.category.id === 96)
        ?.products.map((p) => p.product.id),
    ).toEqual([10, 11]);
  });

  it('without a sale category setting, or no product on sale, nothing is added', () => {
    expect(visibleCatalog({ menu, categories, products, now }).map((c) => c.category.id)).toEqual([1, 2]);
    expect(visibleCatalog({ menu, categories, products, now, saleCategoryId: 123 }).map((c) => c.category.id)).toEqual([1, 2]);
    expect(
      visibleCatalog({ menu, categories, products, now: berlin('2025-07-01T12:00'), saleCategoryId: 96 }).map((c) => c.category.id),
    ).toEqual([1, 2]);
  });

  it('no menu, no catalogue', () => {
    expect(visibleCatalog({ menu: null, categories, products, now })).toEqual([]);
  });
});

describe('cart migration after a data reload (storefront.md §4)', () => {
  const steak = makeProduct({ id: 10, name: 'Steak', description: 'Rind', price: 20, tax: 7 });
  const items = [{ product: steak, amount: 1 }];
  it.each([
    ['same product', [{ ...steak, tax: 19 }], 1],
    ['gone', [], 0],
    ['renamed', [{ ...steak, name: 'Rumpsteak' }], 0],
    ['new description', [{ ...steak, description: 'Färse' }], 0],
    ['new price', [{ ...steak, price: 21 }], 0],
  ])('%s → %d kept', (_, active, kept) => {
    const result = migrateCart(items, active);
    expect(result.items).toHaveLength(kept);
    expect(result.removed).toHaveLength(1 - kept);
  });
  it.each([
    ['gone', [], 'unavailable'],
    ['another product only', [{ ...steak, id: 11 }], 'unavailable'],
    ['renamed', [{ ...steak, name: 'Rumpsteak' }], 'changed'],
    ['new description', [{ ...steak, description: 'Färse' }], 'changed'],
    ['new price', [{ ...steak, price: 21 }], 'priceChanged'],
    ['new price and name', [{ ...steak, price: 21, name: 'Rumpsteak' }], 'priceChanged'],
  ])('removed because %s → %s', (_, active, reason) => {
    expect(migrateCart(items, active).removals).toEqual([{ item: items[0], reason }]);
  });
  it('kept items take the reloaded product; missing descriptions compare equal', () => {
    const fresh = { ...steak, tax: 19 };
    expect(migrateCart(items, [fresh]).items[0].product).toBe(fresh);
    const noDescription = legacy(makeProduct({ id: 1 }), { description: undefined });
    expect(migrateCart([{ product: noDescription }], [legacy(noDescription, { description: null })]).items).toHaveLength(1);
  });
  it('reload is due after 4 hours', () => {
    expect(DATA_RELOAD_MS).toBe(14_400_000);
    expect(isDataReloadDue(null, now)).toBe(true);
    expect(isDataReloadDue(new Date(now.getTime() - DATA_RELOAD_MS + 1), now)).toBe(false);
    expect(isDataReloadDue(new Date(now.getTime() - DATA_RELOAD_MS), now)).toBe(true);
  });
});
