import { categorySchema, type Category } from '@asp/contracts';
import { categoryTree, moveCategory, nextPosition, parentChoices } from './category-tree';

const category = (id: number, name: string, parent: number | null = null, position = 0): Category =>
  categorySchema.parse({ id, name, parent, position });

const rind = category(1, 'Rind', null, 30);
const steaks = category(2, 'Steaks', 1, 10);
const hack = category(3, 'Hackfleisch', 1, 20);
const aktionen = category(4, 'Aktionen', null, 10);
const dryAged = category(5, 'Dry Aged', 2, 0);
const wurst = category(6, 'Wurst', null, 30);
const all = [rind, steaks, hack, aktionen, dryAged, wurst];

test('the tree lists main categories by position (ties by id) with their sub categories below', () => {
  expect(categoryTree(all).map((row) => `${'-'.repeat(row.depth)}${row.category.name} ${row.index + 1}/${row.siblingCount}`)).toEqual([
    'Aktionen 1/3',
    'Rind 2/3',
    '-Steaks 1/2',
    '--Dry Aged 1/1',
    '-Hackfleisch 2/2',
    'Wurst 3/3',
  ]);
});

test('a category whose parent is gone or that sits in a loop is still listed', () => {
  const orphan = category(7, 'Waise', 99);
  const loopA = category(8, 'A', 9);
  const loopB = category(9, 'B', 8);
  const names = categoryTree([aktionen, orphan, loopA, loopB]).map((row) => row.category.name);
  expect(names).toEqual(['Waise', 'Aktionen', 'A', 'B']);
});

test('moving renumbers the siblings and returns only the changed positions', () => {
  // Aktionen 10, Rind 30, Wurst 30 (after Rind by id) → Aktionen 10, Wurst 20, Rind 30: only Wurst changes.
  expect(moveCategory(all, wurst.id, -1)).toEqual([{ id: wurst.id, position: 20 }]);
  expect(moveCategory(all, rind.id, -1)).toEqual([
    { id: rind.id, position: 10 },
    { id: aktionen.id, position: 20 },
  ]);
  expect(moveCategory(all, hack.id, -1)).toEqual([
    { id: hack.id, position: 10 },
    { id: steaks.id, position: 20 },
  ]);
  expect(moveCategory(all, aktionen.id, -1)).toEqual([]);
  expect(moveCategory(all, wurst.id, 1)).toEqual([]);
  expect(moveCategory(all, 404, 1)).toEqual([]);
});

test('the parent choice leaves out the edited category and everything below it', () => {
  expect(parentChoices(all, rind.id).map((choice) => choice.label.trim())).toEqual(['Aktionen', 'Wurst']);
  expect(parentChoices(all, null)).toHaveLength(6);
  expect(parentChoices(all, null)[2]).toEqual({ value: '2', label: '\u2003Steaks' });
});

test('a new category goes after its siblings', () => {
  expect(nextPosition(all, null)).toBe(40);
  expect(nextPosition(all, rind.id)).toBe(30);
  expect(nextPosition(all, hack.id)).toBe(10);
});
