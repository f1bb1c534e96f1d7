import { expect, test, type Page } from '@playwright/test';
import { ADMIN, submitLogin } from '../support/backoffice';

/**
 * The back-office orders module (issue 12): the admin sees the demo orders waiting,
 * opens one, confirms it and sees the status and the history change; an employee of
 * one branch (demo user bodman, Bodman only) sees only that branch's orders and cannot
 * open another branch's order (API 404, the screen shows the load error).
 */
const BRANCH_EMPLOYEE = { username: 'bodman', password: 'demo1234' } as const;
const KONSTANZ = 1;
const BODMAN = 2;

async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/backend/login');
  await submitLogin(page, user.username, user.password);
  await expect(page.getByTestId('logout-link')).toBeVisible();
}

interface ListedOrder {
  id: number;
  ticketNumber: number;
  isConfirmed: boolean;
  branch: { id: number };
  customer: { lastName: string | null };
}

test('admin: current orders from the demo data, open one, confirm it, status and history change', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByTestId('nav-orders').click();
  await expect(page).toHaveURL(/\/backend\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' })).toBeVisible();
  const rows = page.getByTestId('order-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(4);

  const current = (await (await page.request.get(`/api/orders/current?branch=${KONSTANZ}`)).json()).data as ListedOrder[];
  const waiting = current.find((order) => !order.isConfirmed)!;
  expect(waiting).toBeTruthy();
  await page.getByTestId(`order-row-${waiting.id}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/backend/orders/${waiting.id}$`));
  await expect(page.getByTestId('order-detail-status')).toHaveText('Offen');
  // The admin has show_customer_data: the contact is shown.
  await expect(page.getByTestId('order-contact')).toContainText(waiting.customer.lastName!);
  await expect(page.getByTestId('order-gross')).toContainText('€');
  await expect(page.getByTestId('history-placed')).toBeVisible();
  await expect(page.getByTestId('status-in-delivery')).toHaveCount(0);

  await page.getByTestId('status-confirm').click();
  await page.getByTestId('status-submit').click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('Bestätigt');
  await expect(page.getByTestId('history-confirmed')).toContainText('admin');
  await expect(page.getByTestId('status-confirm')).toHaveCount(0);
  await expect(page.getByTestId('status-completed')).toBeVisible();
});

test('an employee of one branch sees only its orders and cannot open another branch’s order', async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  const all = (await (await admin.request.get('/api/orders?limit=100')).json()).data as ListedOrder[];
  await admin.close();
  const foreign = all.find((order) => order.branch.id === KONSTANZ)!;
  const own = all.filter((order) => order.branch.id === BODMAN);
  expect(foreign && own.length).toBeTruthy();

  await signIn(page, BRANCH_EMPLOYEE);
  await page.goto('/backend/orders/history');
  const rows = page.getByTestId('order-table').locator('tbody tr');
  await expect(rows).toHaveCount(own.length);
  await expect(page.getByTestId(`order-row-${foreign.id}`)).toHaveCount(0);

  expect((await page.request.get(`/api/orders/${foreign.id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/orders/${foreign.id}/history`)).status()).toBe(404);
  await page.goto(`/backend/orders/${foreign.id}`);
  await expect(page.getByText('Bestellungen konnten nicht geladen werden.')).toBeVisible();
  await expect(page.getByTestId('order-detail')).toHaveCount(0);

  // Own branch: the order opens, but without show_customer_data no contact reaches the page.
  await page.goto(`/backend/orders/${own[0].id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('contact-hidden')).toBeVisible();
});
