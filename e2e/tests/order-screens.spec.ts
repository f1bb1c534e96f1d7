import { expect, test } from '@playwright/test';
import { loginAsAdmin } from '../support/backoffice';
import { placeOrderViaApi } from '../support/ordering/orders';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';
import { snapshot } from '../support/snapshot';

/**
 * The counter screen /screens/frontdesk/{branchId}/{apiKey} (issue 12) at Bambergen, the
 * branch that takes pre-orders at any hour: the key read through the admin API, an order
 * placed through the public POST /api/orders appears within a second with its alert and
 * beep, is confirmed on the screen, and a network drop shows 'Offline' and greys out the
 * held orders until the resync. Texts are the issue's, written out here.
 */
const T = {
  offline: 'Offline',
  live: 'Live',
  enableSound: 'Ton aktivieren',
  confirm: 'Annehmen',
  ready: 'Abholbereit',
  complete: 'Abgeschlossen',
  confirmed: 'Angenommen',
  invalidKey: 'Ungültiger Bildschirm-Schlüssel oder unbekannte Filiale.',
  copy: 'Kopieren',
  rotate: 'Neu erzeugen',
};

let staff: StaffApi;
let branchId: number;
let apiKey: string;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  branchId = (await staff.branch('bambergen')).id;
  apiKey = (await staff.get<{ orderScreenApiKey: string }>(`/api/branches/${branchId}/order-screen-api-key`)).orderScreenApiKey;
});

test.afterAll(async () => {
  await staff?.dispose();
});

test('a new order reaches the counter screen within a second, alerts until accepted, and a drop shows Offline', async ({ page }) => {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/events'));
  await page.goto(`/screens/frontdesk/${branchId}/${apiKey}`);
  expect((await stream).status()).toBe(200);
  const screen = page.getByTestId('order-screen');
  await expect(page.getByTestId('connection-state')).toHaveText(T.live);
  // No shop chrome around the screen.
  await expect(page.getByTestId('site-header')).toHaveCount(0);

  // Browsers lock audio until a tap; then the button unlocks it. (The test browser may
  // allow audio at once: then there is no button to press.)
  const enableSound = page.getByRole('button', { name: T.enableSound });
  if (await enableSound.isVisible()) await enableSound.click();
  await expect(page.getByTestId('frontdesk-screen')).toHaveAttribute('data-sound', 'on');
  await expect(page.getByRole('button', { name: T.enableSound })).toHaveCount(0);
  const beepsBefore = Number(await page.getByTestId('frontdesk-screen').getAttribute('data-beeps'));

  const placedAt = Date.now();
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Theke',
    items: [{ product: 'Bratwurst', amount: 3, unit: 'piece' }],
  });
  const card = screen.locator(`[data-testid="screen-order"][data-order-id="${order.id}"]`);
  // Pushed (the screen does not poll); the 1-s goal is measured by bench/order-screen-latency.ts.
  await expect(card).toBeVisible();
  console.log(`counter screen showed the order ${Date.now() - placedAt} ms after the order call`);
  await expect(card).toHaveClass(/asp-screen-order--alert/);
  await expect(page.getByTestId('new-order-alert')).toBeVisible();
  await expect(card).toContainText('Erika Theke');
  await expect(card).toContainText('3 Stk. Bratwurst');
  // The alert tone played (Web Audio, counted by the screen).
  await expect.poll(async () => Number(await page.getByTestId('frontdesk-screen').getAttribute('data-beeps'))).toBeGreaterThan(beepsBefore);
  await snapshot(page, 'order-screen-new-order');

  // Big touch targets.
  const accept = card.getByRole('button', { name: T.confirm });
  const box = await accept.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  await accept.click();
  await expect(card).not.toHaveClass(/asp-screen-order--alert/);
  await expect(card).toContainText(T.confirmed);
  await expect(card.getByRole('button', { name: T.ready })).toBeVisible();
  await expect(card.getByRole('button', { name: T.complete })).toBeVisible();
  expect((await staff.order(order.id)).isConfirmed).toBe(true);

  // Network drop: 'Offline' in plain sight, held orders greyed out (not current).
  await page.context().setOffline(true);
  await expect(page.getByTestId('connection-state')).toHaveText(T.offline);
  await expect(page.getByTestId('offline-notice')).toContainText(T.offline);
  await expect(screen).toHaveClass(/asp-screen--stale/);
  // Not the shop's offline overlay (its retry reloads the page, which fails while offline).
  await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
  await snapshot(page, 'order-screen-offline');

  // Meanwhile the order moves on elsewhere; after the reconnect the screen shows the truth.
  await staff.orderStatus(order.id, 'in-delivery');
  await page.context().setOffline(false);
  await expect(page.getByTestId('connection-state')).toHaveText(T.live, { timeout: 20_000 });
  await expect(screen).not.toHaveClass(/asp-screen--stale/);
  await expect(card.getByRole('button', { name: T.ready })).toHaveCount(0);
  await card.getByRole('button', { name: T.complete }).click();
  await expect(card).toHaveCount(0);
  expect((await staff.order(order.id)).isCompleted).toBe(true);
});

test('a wrong key shows the German refusal and no orders', async ({ page }) => {
  await page.goto(`/screens/frontdesk/${branchId}/falscher-schluessel`);
  await expect(page.getByText(T.invalidKey)).toBeVisible();
  await expect(page.getByTestId('screen-order')).toHaveCount(0);
  await expect(page).toHaveURL(/\/screens\/frontdesk\//);
});

test('the admin sees the key in the branch form, with copy and rotate', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(`/backend/branches/${branchId}`);
  const section = page.getByTestId('order-screen-key');
  await expect(section.getByRole('textbox')).toHaveValue(apiKey);
  await expect(section.getByRole('button', { name: T.copy })).toBeVisible();

  // Rotate: after the confirmation a new key shows, and the old address no longer opens anything.
  await section.getByRole('button', { name: T.rotate }).click();
  await section.getByTestId('confirm-rotate-order-screen-key').click();
  await expect(section.getByRole('textbox')).not.toHaveValue(apiKey);
  const rotated = await section.getByRole('textbox').inputValue();
  expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const old = apiKey;
  apiKey = rotated;
  // The orders service learns the new key's hash by event: within moments the old key is refused.
  await expect
    .poll(async () => (await page.request.get(`/api/orders/frontdesk/${branchId}/${old}`)).status(), { timeout: 10_000 })
    .toBe(401);
  await expect.poll(async () => (await page.request.get(`/api/orders/frontdesk/${branchId}/${rotated}`)).status()).toBe(200);
});

test('the kitchen screen lists a confirmed order under its pickup time and in the next hour', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Kueche',
    items: [{ product: 'Bratwurst', amount: 5, unit: 'piece' }],
  });
  await page.goto(`/screens/kitchen/${branchId}/${apiKey}`);
  await expect(page.getByTestId('connection-state')).toHaveText(T.live);
  const card = page.locator(`[data-testid="screen-order"][data-order-id="${order.id}"]`);
  // Not yet accepted: nothing to prepare for it.
  await expect(card).toHaveCount(0);
  await staff.orderStatus(order.id, 'confirm');
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card).toContainText('5 Stk. Bratwurst');
  await expect(page.getByRole('heading', { name: 'Nächste Stunde' })).toBeVisible();
  await expect(page.getByTestId('next-hour')).toContainText('Bratwurst');
  await snapshot(page, 'order-screen-kitchen');
  await staff.orderStatus(order.id, 'completed');
  await expect(card).toHaveCount(0);
});
