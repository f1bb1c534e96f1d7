import { menuSchema, type Menu } from '@asp/contracts';
import { activeAt, fromLocalInput, moved, notYetIn, toLocalInput } from './menu-catalog';

const menu = (id: number, branches: number[], availableFrom: string | null): Menu =>
  menuSchema.parse({ id, name: `Katalog ${id}`, branches, availableFrom });

test('moving swaps with the neighbour and leaves the ends alone', () => {
  expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
});

test('only what is not yet in the list can be added', () => {
  expect(notYetIn([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1])).toEqual([{ id: 2 }]);
});

test('a menu is active at the branches where it has the latest start not in the future', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const base = menu(1, [10, 11], '2024-01-01T00:00:00.000Z');
  const summer = menu(2, [10], '2025-05-01T00:00:00.000Z');
  const future = menu(3, [11], '2025-07-01T00:00:00.000Z');
  const menus = [base, summer, future];
  expect(activeAt(base, menus, now)).toEqual([11]);
  expect(activeAt(summer, menus, now)).toEqual([10]);
  expect(activeAt(future, menus, now)).toEqual([]);
});

test('availableFrom goes through the local date-time field and back', () => {
  expect(toLocalInput(null)).toBe('');
  expect(fromLocalInput('')).toBeNull();
  const local = toLocalInput('2025-06-01T06:30:00.000Z');
  expect(local).toMatch(/^2025-06-01T\d{2}:30$/);
  expect(fromLocalInput(local)).toBe('2025-06-01T06:30:00.000Z');
  expect(fromLocalInput('kaputt')).toBeNull();
});
