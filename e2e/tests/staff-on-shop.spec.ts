import { expect, test } from '@playwright/test';
import { ADMIN, EMPLOYEE, submitLogin } from '../support/backoffice';
import { texts } from '../support/texts';

/**
 * Staff looking at the public shop (storefront.md §2.2, §2.13, §4): a signed-in user gets
 * the staff toolbar; only ROLE_ADMIN also gets the frontend tools panel, whose links act
 * on the page shown (the branch in the back office, the self-service context).
 */

async function signIn(page: import('@playwright/test').Page, user: { username: string; password: string }) {
  await page.goto('/backend/login');
  await submitLogin(page, user.username, user.password);
  await expect(page.getByRole('link', { name: texts.logout })).toBeVisible();
}

test('the administrator has the staff toolbar and the tools panel on the shop', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/store/konstanz');
  await expect(page.getByTestId('store-page')).toBeVisible();
  await expect(page.getByTestId('staff-toolbar')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Werkzeuge', exact: true });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Frontend-Werkzeuge' });
  await expect(panel).toBeVisible();
  const branches = (await (await page.request.get('/api/branches')).json()) as {
    data: Array<{ id: number; identifier: string; name: string }>;
  };
  const konstanz = branches.data.find((b) => b.identifier === 'konstanz');
  expect(konstanz).toBeDefined();
  await expect(panel.getByRole('link', { name: `Filiale „${konstanz!.name}“ bearbeiten` })).toHaveAttribute(
    'href',
    `/backend/branches/${konstanz!.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await test.step('self-service on and off again', async () => {
    await toggle.click();
    await panel.getByRole('link', { name: 'Self-Service-Modus starten' }).click();
    await expect(page).toHaveURL(/\/store\/konstanz\?context=self-service$/);
    // The kiosk keeps the simple footer and drops the cookie banner.
    await expect(page.getByTestId('footer')).toHaveClass(/asp-footer--simple/);
    await toggle.click();
    await panel.getByRole('link', { name: 'Self-Service-Modus beenden' }).click();
    await expect(page).toHaveURL(/\/store\/konstanz\?context=shop$/);
    await expect(page.getByTestId('footer')).toHaveClass(/asp-footer--extended/);
  });
});

test('an employee has the staff toolbar but no tools panel', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  await page.goto('/store/konstanz');
  await expect(page.getByTestId('store-page')).toBeVisible();
  await expect(page.getByTestId('staff-toolbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Werkzeuge', exact: true })).toHaveCount(0);
});
