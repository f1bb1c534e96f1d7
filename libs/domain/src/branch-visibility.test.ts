import { isBranchSelectable, selectableBranches } from './branch-visibility';
import { makeBranch } from './testing/fixtures';

describe('selectable branches (storefront.md §2.5, §4)', () => {
  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false],
    [false, false, false],
  ])('public %p, enabled %p → selectable %p', (isPublic, isEnabled, selectable) => {
    expect(isBranchSelectable(makeBranch({ isPublic, isEnabled }))).toBe(selectable);
  });
  it('keeps the selectable ones in order', () => {
    const branches = [
      makeBranch({ id: 1 }),
      makeBranch({ id: 2, isPublic: false }),
      makeBranch({ id: 3 }),
      makeBranch({ id: 4, isEnabled: false }),
    ];
    expect(selectableBranches(branches).map((b) => b.id)).toEqual([1, 3]);
  });
});
