import { expect, request, test } from '@playwright/test';
import { ADMIN, submitLogin } from '../support/backoffice';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';

/** Staff sign-in at /backend/login (DESIGN.md §8): redirect, wrong and right password, logout. */

const loginHeading = (page: import('@playwright/test').Page) => page.getByRole('heading', { name: texts.loginTitle });

test('signed out, /backend leads to the login page', async ({ page }) => {
  await page.goto('/backend');
  await expect(page).toHaveURL(/\/backend\/login$/);
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByLabel(texts.username)).toBeFocused();
  // A deeper back-office page does the same.
  await page.goto('/backend/branches');
  await expect(page).toHaveURL(/\/backend\/login$/);
  await expect(loginHeading(page)).toBeVisible();
});

test('a wrong password is refused, the right one reaches the back office, logout ends the session', async ({ page }) => {
  await page.goto('/backend/branches');
  await expect(page).toHaveURL(/\/backend\/login$/);

  await test.step('wrong password', async () => {
    await submitLogin(page, ADMIN.username, 'falsches-passwort');
    await expect(page.getByRole('alert')).toHaveText(texts.invalidCredentials);
    await expect(page).toHaveURL(/\/backend\/login$/);
    // The password field is emptied for the next try; the user name stays.
    await expect(page.getByLabel(texts.password)).toHaveValue('');
    await expect(page.getByLabel(texts.username)).toHaveValue(ADMIN.username);
    await expect(page.getByRole('link', { name: texts.logout })).toHaveCount(0);
    await snapshot(page, 'login-refused');
  });

  await test.step('right password', async () => {
    await page.getByLabel(texts.password).fill(ADMIN.password);
    // Typing again clears the old message.
    await expect(page.getByText(texts.invalidCredentials)).toBeHidden();
    await page.getByRole('button', { name: texts.login, exact: true }).click();
    // Back to where the login came from.
    await expect(page).toHaveURL(/\/backend\/branches$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.branchesTitle })).toBeVisible();
    await expect(page.getByTestId('backoffice-user')).not.toBeEmpty();
    await expect(page.getByRole('navigation').getByRole('link', { name: texts.branchesTitle })).toBeVisible();
    // The session holds across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.branchesTitle })).toBeVisible();
    await snapshot(page, 'backoffice-branches');
  });

  await test.step('logout', async () => {
    // The session's cookies, replayed from outside the page before and after the logout.
    const cookies = await page.context().cookies();
    const currentUserWithOldCookies = async () => {
      const outside = await request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies, origins: [] } });
      const response = await outside.get('/api/users/me');
      const status = response.status();
      const body = status === 200 ? ((await response.json()) as { data: { user: { username?: string } | null } }) : null;
      await outside.dispose();
      return { status, user: body?.data.user ?? null };
    };
    expect((await currentUserWithOldCookies()).user).not.toBeNull();

    await page.getByRole('link', { name: texts.logout }).click();
    await expect(page).toHaveURL(/\/backend\/login$/);
    await expect(loginHeading(page)).toBeVisible();
    await page.goto('/backend');
    await expect(page).toHaveURL(/\/backend\/login$/);
    await expect(loginHeading(page)).toBeVisible();

    // Ended on the server, not only forgotten by the page: 401 or anonymous, never the admin.
    const after = await currentUserWithOldCookies();
    expect(after.user).toBeNull();
    expect([200, 401]).toContain(after.status);
  });
});

test('opening /backend/logout directly signs out', async ({ page }) => {
  await page.goto('/backend/login');
  await submitLogin(page, ADMIN.username, ADMIN.password);
  // The back office opens on its start page (modules by group, what needs attention).
  await expect(page).toHaveURL(/\/backend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.goto('/backend/logout');
  await expect(page).toHaveURL(/\/backend\/login$/);
  await page.goto('/backend/branches');
  await expect(page).toHaveURL(/\/backend\/login$/);
});
