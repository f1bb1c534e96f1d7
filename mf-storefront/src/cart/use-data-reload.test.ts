import { bodman, categories, hidden, konstanz, menus, products, tuesdayNoon } from '../testing/shop-fixtures';
import { activeProductsForCart, branchNameOf } from './use-data-reload';

const sources = { menus, categories, products };
const names = (list: Array<{ name: string }> | null) => list?.map((p) => p.name).sort() ?? null;

describe('activeProductsForCart (storefront.md §4 cart migration)', () => {
  it('a branch cart keeps what the branch sells now', () => {
    expect(names(activeProductsForCart('konstanz', [konstanz, bodman], sources, { now: tuesdayNoon }))).toEqual([
      'Bratwurst',
      'Grillpaket',
      'Rinderfilet',
    ]);
    expect(names(activeProductsForCart('bodman', [konstanz, bodman], sources, { now: tuesdayNoon }))).toEqual(['Bratwurst']);
  });

  it('the default cart keeps what any selectable branch sells', () => {
    expect(names(activeProductsForCart('default', [bodman, hidden], sources, { now: tuesdayNoon }))).toEqual(['Bratwurst']);
    expect(names(activeProductsForCart('default', [konstanz, bodman], sources, { now: tuesdayNoon }))).toEqual([
      'Bratwurst',
      'Grillpaket',
      'Rinderfilet',
    ]);
  });

  it('an unknown branch removes nothing', () => {
    expect(activeProductsForCart('zuerich', [konstanz], sources, { now: tuesdayNoon })).toBeNull();
  });
});

describe('branchNameOf (the removal notice names the branch of a branch cart)', () => {
  it("names a branch cart's branch, none for the default cart or an unknown branch", () => {
    expect(branchNameOf('bodman', [konstanz, bodman])).toBe('Filiale Bodman');
    expect(branchNameOf('default', [konstanz, bodman])).toBeNull();
    expect(branchNameOf('zuerich', [konstanz])).toBeNull();
  });
});
