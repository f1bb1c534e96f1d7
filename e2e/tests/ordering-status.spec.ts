import { expect, test, type Page } from '@playwright/test';
import { berlinDay, berlinInstant } from '../support/ordering/berlin-time';
import { placeOrderViaApi, type PlacedOrder } from '../support/ordering/orders';
import { prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { snapshot } from '../support/snapshot';

/**
 * The order status page /status/{uid}/{hash} (storefront.md §2.12, §4) while staff work
 * on the order: the confirmation arriving live, the counter appointment accepted and,
 * in another order, refused, and the questionnaire after completion.
 *
 * The orders are placed through the public POST /api/orders (the call the checkout
 * makes; the checkout itself is the subject of the other ordering journeys) at Bambergen,
 * the branch that takes pre-orders: it accepts an order at any hour, so nothing here
 * depends on the clock and no branch data is changed. Staff act through the API with an
 * admin session (the back-office order screens come in a later issue).
 */

let staff: StaffApi;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
});

test.afterAll(async () => {
  await staff?.dispose();
});

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

const statusPath = (order: PlacedOrder) => `/status/${order.uid}/${order.hash}`;

/**
 * Opens the status page and waits until its live stream (…/events) is connected. Returns
 * when each GET of the order (the 10-second poll) was sent, to tell a pushed update from a polled one.
 */
async function openStatusPage(page: Page, order: PlacedOrder): Promise<number[]> {
  const orderPath = `/api/orders/public/${order.uid}/${order.hash}`;
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === orderPath) polls.push(Date.now());
  });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === `${orderPath}/events`);
  await page.goto(statusPath(order));
  expect((await stream).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: T.thankYou })).toBeVisible();
  return polls;
}

test('the status page changes live when staff confirm the order', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Live',
    items: [{ product: 'Bratwurst', amount: 4, unit: 'piece' }],
  });
  const polls = await openStatusPage(page, order);

  await expect(page.getByTestId('status-ticket')).toHaveText(`${T.ticket}${order.ticketNumber}`);
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.awaitingConfirmation);
  await expect(page.getByTestId('status-text')).toHaveText(T.waiting);
  await expect(page.getByTestId('status-timeline').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('status-items')).toContainText('4 Stk. Bratwurst');

  const confirmedAt = Date.now();
  await staff.orderStatus(order.id, 'confirm', { appointment: berlinInstant(berlinDay(1), '11:30') });
  // Well inside the 10-second poll: the change has to come through the server push.
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.inProgress, { timeout: 8_000 });
  const seenAt = Date.now();
  await expect(page.getByTestId('status-text')).toHaveText(T.confirmedTakeaway('11:30'));
  expect(
    polls.filter((at) => at >= confirmedAt && at <= seenAt),
    'no poll between the staff call and the update',
  ).toEqual([]);
  await snapshot(page, 'status-confirmed-live');

  // The next step arrives the same way.
  await staff.orderStatus(order.id, 'completed');
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.completed, { timeout: 8_000 });
});

test('the status page keeps its secret link out of the head and asks not to be indexed', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Vorschau',
    items: [{ product: 'Bratwurst', amount: 1, unit: 'piece' }],
  });
  await openStatusPage(page, order);

  // A shared link preview or a crawler reads canonical, og:url and twitter:url.
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="twitter:url"]')).toHaveCount(0);
  expect(await page.locator('head').innerHTML()).not.toContain(order.hash);
});

test('counter appointment accepted', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Gegenvorschlag',
    items: [{ product: 'Landjäger', amount: 2, unit: 'pair' }],
  });
  await openStatusPage(page, order);
  const day = berlinDay(2);
  const counterAppointment = berlinInstant(day, '09:45');
  await staff.orderStatus(order.id, 'confirm', { counterAppointment });

  const box = page.getByTestId('counter-appointment');
  await expect(box).toBeVisible({ timeout: 8_000 });
  const [year, month, date] = day.split('-');
  await expect(box).toContainText(T.counterPrompt(`${date}.${month}.${year}`, '09:45'));
  await expect(box.getByRole('button', { name: T.counterReject })).toBeVisible();
  await snapshot(page, 'counter-appointment');
  await box.getByRole('button', { name: T.counterAccept('09:45') }).click();

  await expect(box).toBeHidden();
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.inProgress);
  await expect(page.getByTestId('status-text')).toHaveText(T.confirmedTakeaway('09:45'));
  const stored = await staff.order(order.id);
  expect(stored).toMatchObject({ isConfirmed: true, isCanceled: false, appointment: expect.any(String) });
  expect(new Date(stored.appointment ?? '').getTime()).toBe(new Date(counterAppointment).getTime());
});

test('counter appointment refused cancels the order', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Absage',
    items: [{ product: 'Bratwurst', amount: 6, unit: 'piece' }],
  });
  await staff.orderStatus(order.id, 'confirm', { counterAppointment: berlinInstant(berlinDay(3), '08:15') });
  await page.goto(statusPath(order));

  const box = page.getByTestId('counter-appointment');
  await expect(box.getByRole('button', { name: T.counterAccept('08:15') })).toBeVisible();
  await box.getByRole('button', { name: T.counterReject }).click();

  await expect(box).toBeHidden();
  await expect(page.getByTestId('status-header')).toContainText(T.canceledHeader);
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.canceled);
  await expect(page.getByTestId('status-timeline').getByRole('listitem')).toHaveCount(1);
  await snapshot(page, 'counter-appointment-refused');
  const stored = await staff.order(order.id);
  expect(stored).toMatchObject({ isCanceled: true, isConfirmed: false });
  // Staff can no longer confirm a cancelled order (the state machine refuses it).
  await expect(staff.orderStatus(order.id, 'confirm')).rejects.toThrow(/409/);
});

test('questionnaire sent after the order is completed', async ({ page }) => {
  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Bewertung',
    items: [{ product: 'Rinderfilet', amount: 400, unit: 'gram' }],
  });
  await staff.orderStatus(order.id, 'confirm');
  await staff.orderStatus(order.id, 'completed');
  await page.goto(statusPath(order));

  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.completed);
  const questionnaire = page.getByTestId('questionnaire');
  await expect(questionnaire.getByRole('heading', { name: T.questionnaireTitle })).toBeVisible();
  const send = questionnaire.getByRole('button', { name: T.questionnaireSend });
  const comment = questionnaire.getByRole('textbox', { name: T.comment });
  const rate = (group: keyof typeof T.ratingLabels, stars: number) =>
    questionnaire
      .getByRole('radiogroup', { name: T.ratingLabels[group] })
      .getByRole('radio', { name: T.stars(stars) })
      .click();

  await rate('rating', 4);
  await rate('foodRating', 5);
  await rate('serviceRating', 3);
  // storefront.md §2.12: the comment appears only after all four ratings; nothing is sent before.
  await expect(comment).toHaveCount(0);
  await expect(send).toBeDisabled();
  await rate('processRating', 5);
  await expect(comment).toBeVisible();
  await comment.fill('Sehr zartes Filet, gerne wieder.');
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText(T.questionnaireThanks)).toBeVisible();
  await expect(questionnaire).toBeHidden();
  const stored = await staff.order(order.id);
  expect(stored.questionnaire).toMatchObject({
    rating: 4,
    foodRating: 5,
    serviceRating: 3,
    processRating: 5,
    comment: 'Sehr zartes Filet, gerne wieder.',
  });

  // Rated once: after a reload the questionnaire is not offered again.
  await page.reload();
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.completed);
  await expect(page.getByTestId('questionnaire')).toHaveCount(0);
});
