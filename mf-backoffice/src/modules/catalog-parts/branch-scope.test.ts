import { branchScopedSearch, shownBranch } from './branch-scope';

test('the layout branch narrows a list whose own filters name no branch', () => {
  expect(branchScopedSearch('limit=25&offset=0&sort=name', undefined, 3)).toBe('limit=25&offset=0&sort=name&branch=3');
  expect(branchScopedSearch('limit=25&offset=0&branch=5', '5', 3)).toBe('limit=25&offset=0&branch=5');
  expect(branchScopedSearch('limit=25&offset=0', undefined, null)).toBe('limit=25&offset=0');
});

test('the branch select shows the own choice, else the layout branch, else all', () => {
  expect(shownBranch('5', 3)).toBe('5');
  expect(shownBranch(undefined, 3)).toBe('3');
  expect(shownBranch(undefined, null)).toBe('');
});
