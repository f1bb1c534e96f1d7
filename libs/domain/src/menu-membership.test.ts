import type { Menu } from '@asp/contracts';
import { placementsOf, withoutProductIn, withProductIn } from './menu-membership';

const menu = (id: number, name: string, catalog: Menu['catalog']): Menu => ({
  id,
  name,
  branches: [1],
  availableFrom: null,
  schedule: null,
  catalog,
});
const konstanz = menu(1, 'Sortiment Konstanz', [
  { id: 10, products: [100, 101] },
  { id: 11, products: [102] },
]);
const bodman = menu(2, 'Sortiment Bodman', [{ id: 11, products: [101] }]);

test('placements: every category of every menu listing the product', () => {
  expect(placementsOf([konstanz, bodman], 101)).toEqual([
    { menu: 1, menuName: 'Sortiment Konstanz', category: 10 },
    { menu: 2, menuName: 'Sortiment Bodman', category: 11 },
  ]);
  expect(placementsOf([konstanz, bodman], 999)).toEqual([]);
});

test('pasting appends to the category, or adds the category; a second paste changes nothing', () => {
  expect(withProductIn(bodman, 11, 100)).toEqual({
    name: 'Sortiment Bodman',
    branches: [1],
    availableFrom: null,
    schedule: null,
    catalog: [{ id: 11, products: [101, 100] }],
  });
  expect(withProductIn(bodman, 12, 100)?.catalog).toEqual([
    { id: 11, products: [101] },
    { id: 12, products: [100] },
  ]);
  expect(withProductIn(konstanz, 10, 101)).toBeNull();
  // The held menu is not changed.
  expect(bodman.catalog).toEqual([{ id: 11, products: [101] }]);
});

test('removing takes the product out of one category only', () => {
  expect(withoutProductIn(konstanz, 10, 101).catalog).toEqual([
    { id: 10, products: [100] },
    { id: 11, products: [102] },
  ]);
});
