import { expect, test, type Page } from '@playwright/test';
import { ADMIN, submitLogin } from '../support/backoffice';
import { OPEN_ALL_DAY } from '../support/ordering/berlin-time';
import { acceptLegal, fillContact, statusLinkOf } from '../support/ordering/checkout';
import { addPlainProduct, prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { deviceId, mailsTo, orderScreenKey, receivedReceipts } from '../support/operations';
import '../support/window-probes';

/**
 * Issue 12, "Tests and proof", first bullet — one order through every operations surface of
 * the platform `npm start` runs: a customer at Konstanz (checkout variant 2, /store/konstanz)
 * orders 500 g Rinderfilet (a weight product, 64,90 €/kg there: ca. 32,45 €) for pickup,
 * with an e-mail address, and pays online in the sandbox (authorize now, capture on
 * completion). The counter screen, opened before, gets the order pushed with its alert right
 * after the payment; staff confirm in the back office; Konstanz prints on confirmation
 * (autoPrintOnConfirm), so the receipt reaches the virtual printer; the status page follows
 * live; the confirmation mail is in MailDev; staff weigh 488 g (31,67 €) in the item dialog;
 * the status page shows the final total live; staff complete the order and the captured
 * amount equals the final total.
 *
 * Why less than ordered: above the authorization the sandbox captures at most the authorized
 * amount (the rest is waived or collected at the counter, libs/domain decideCapture), so only
 * a lighter piece makes "captured = final total" the proof that the weighed amount was taken.
 *
 * Data: Mollie switched on (config and Konstanz) and Konstanz open all day, restored afterAll.
 */
const WEIGHT = { ordered: '500', weighed: '488' } as const;
const ESTIMATED = '32,45 €';
const FINAL = '31,67 €';
const FINAL_AMOUNT = 31.67;
const B = { confirm: 'Bestätigen', completed: 'Abschließen', confirmed: 'Bestätigt', done: 'Abgeschlossen' } as const;

let staff: StaffApi;
let branchId: number;
let apiKey: string;
let printerId: number;
const restore: Array<() => Promise<void>> = [];

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  restore.push(await staff.patchConfig({ enablePluginMollie: true, enableMollie: true }));
  restore.push(await staff.patchBranch('konstanz', { openingHours: OPEN_ALL_DAY, isMollieEnabled: true }));
  const konstanz = await staff.branch('konstanz');
  expect(konstanz.autoPrintOnConfirm, 'the demo data prints Konstanz orders on confirmation').toBe(true);
  branchId = konstanz.id;
  apiKey = await orderScreenKey(staff, branchId);
  printerId = await deviceId(staff, 'bondrucker-konstanz');
});

test.afterAll(async () => {
  try {
    await undoAll(restore);
  } finally {
    await staff?.dispose();
  }
});

/** The counter screen, live, with its sound unlocked; returns how often it has beeped so far. */
async function openCounterScreen(screen: Page): Promise<number> {
  await screen.goto(`/screens/frontdesk/${branchId}/${apiKey}`);
  await expect(screen.getByTestId('connection-state')).toHaveText('Live');
  const enableSound = screen.getByRole('button', { name: 'Ton aktivieren' });
  if (await enableSound.isVisible()) await enableSound.click();
  await expect(screen.getByTestId('frontdesk-screen')).toHaveAttribute('data-sound', 'on');
  return Number(await screen.getByTestId('frontdesk-screen').getAttribute('data-beeps'));
}

test('a weighed pickup order from the shop to completion: screen, back office, printer, status page, mail, capture', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const lastName = `Waage-${stamp}`;
  const email = `waage-${stamp}@example.org`;

  // Second page, opened before the order: the counter screen of Konstanz.
  const screen = await page.context().newPage();
  const beepsBefore = await openCounterScreen(screen);
  // The back office in a context of its own (the customer's browser carries no staff session).
  const backOffice = await (await browser.newContext()).newPage();

  await test.step('1. the customer orders 500 g Rinderfilet for pickup and pays online in the sandbox', async () => {
    await prepareCustomer(page, baseUrlOf(testInfo));
    await page.goto('/store/konstanz');
    await addPlainProduct(page, 'Rinderfilet', WEIGHT.ordered);
    await page.getByTestId('order-panel').getByRole('button', { name: T.orderNow }).click();
    await expect(page).toHaveURL(/\/store\/konstanz\/checkout$/);
    await fillContact(page, { firstName: 'Wilma', lastName, phone: '+49 7531 555000', email });
    await page.getByTestId('checkout-payment').getByRole('radio', { name: T.mollieLabel }).check();
    await acceptLegal(page);
    await page.getByRole('button', { name: T.submitOrder, exact: true }).click();
    await expect(page).toHaveURL(/\/api\/orders\/payments\/sandbox\/[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('definition').first()).toHaveText(ESTIMATED);
    // Not paid yet: the counter does not see it.
    await expect(screen.getByTestId('screen-order').filter({ hasText: lastName })).toHaveCount(0);
  });

  const card = screen.getByTestId('screen-order').filter({ hasText: lastName });
  await test.step('2. pushed to the counter screen after the payment (figure printed), with its alert', async () => {
    const paidAt = Date.now();
    await page.getByRole('button', { name: T.sandboxPay, exact: true }).click();
    // The screen has no polling: the order can only arrive by the server push. The 1-s goal is a
    // speed target, measured by bench/order-screen-latency.ts (p50/p99); here the figure is printed.
    await expect(card).toBeVisible();
    const latency = Date.now() - paidAt;
    testInfo.annotations.push({ type: 'counter-screen latency', description: `${latency} ms` });
    console.log(`counter screen showed the order ${latency} ms after 'Bezahlen'`);
    await expect(card).toHaveClass(/asp-screen-order--alert/);
    await expect(screen.getByTestId('new-order-alert')).toBeVisible();
    await expect(card).toContainText(`${WEIGHT.ordered} g Rinderfilet`);
    await expect
      .poll(async () => Number(await screen.getByTestId('frontdesk-screen').getAttribute('data-beeps')))
      .toBeGreaterThan(beepsBefore);
  });

  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: T.thankYou })).toBeVisible();
  const link = await statusLinkOf(page);
  const placed = await staff.order(link.id);
  expect(placed).toMatchObject({ isPaid: true, paymentMethod: 'mollie', payment: { provider: 'sandbox' } });
  await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.awaitingConfirmation);
  await expect(page.getByTestId('status-total')).toHaveText(`ca. ${ESTIMATED}`);
  // Marks the document: a reload or navigation would drop it, so later checks prove live updates.
  await page.evaluate(() => (window.e2eSameDocument = true));
  const receiptsBefore = (await receivedReceipts(staff, printerId, 1))[0]?.id ?? 0;

  await test.step('3. staff confirm the order in the back office', async () => {
    await backOffice.goto('/backend/login');
    await submitLogin(backOffice, ADMIN.username, ADMIN.password);
    await expect(backOffice.getByTestId('logout-link')).toBeVisible();
    await backOffice.goto(`/backend/orders/${link.id}`);
    await expect(backOffice.getByTestId('order-contact')).toContainText(email);
    await backOffice.getByRole('button', { name: B.confirm, exact: true }).click();
    await backOffice.getByTestId('status-submit').click();
    await expect(backOffice.getByTestId('order-detail-status')).toHaveText(B.confirmed);
  });

  await test.step('4. the receipt arrives at the virtual printer with ticket, item and total', async () => {
    let receipt = '';
    await expect
      .poll(
        async () => {
          receipt =
            (await receivedReceipts(staff, printerId, 5)).find((r) => r.id > receiptsBefore && r.text.includes(lastName))?.text ?? '';
          return receipt;
        },
        { timeout: 15_000 },
      )
      .not.toBe('');
    expect(receipt).toContain(`Ticket ${placed.ticketNumber}`);
    expect(receipt).toContain(`${WEIGHT.ordered} g Rinderfilet`);
    expect(receipt).toMatch(new RegExp(`Gesamt\\s+ca\\. ${ESTIMATED.replace(' €', '')}`));
  });

  await test.step('5. the status page shows the confirmation live', async () => {
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.inProgress);
    await expect(page.getByTestId('status-text')).toContainText('Ihre Bestellung wurde bestätigt');
    expect(await page.evaluate(() => window.e2eSameDocument)).toBe(true);
  });

  await test.step('6. the confirmation mail is in the mail catcher', async () => {
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('bestätigt'));
    const mail = (await mailsTo(email)).find((candidate) => candidate.subject.includes('bestätigt'))!;
    expect(mail.subject).toContain(String(placed.ticketNumber));
  });

  await test.step('7. staff enter the weighed amount in the item dialog', async () => {
    await backOffice.getByTestId('item-edit-0').click();
    const dialog = backOffice.getByTestId('item-edit-dialog');
    await dialog.getByLabel('Gewogenes Gewicht (g)').fill(WEIGHT.weighed);
    await dialog.getByTestId('item-edit-submit').click();
    await expect(dialog).toBeHidden();
    await expect(backOffice.getByTestId('order-item-0')).toContainText(`${WEIGHT.weighed} g Rinderfilet`);
    await expect(backOffice.getByTestId('order-gross')).toHaveText(FINAL);
  });

  await test.step('8. the status page shows the new total live', async () => {
    await expect(page.getByTestId('status-total')).toHaveText(FINAL);
    await expect(page.getByTestId('status-items')).toContainText(`${WEIGHT.weighed} g Rinderfilet`);
    expect(await page.evaluate(() => window.e2eSameDocument)).toBe(true);
  });

  await test.step('9. staff complete the order; the captured amount equals the final total', async () => {
    await backOffice.getByRole('button', { name: B.completed, exact: true }).click();
    await expect(backOffice.getByTestId('order-detail-status')).toHaveText(B.done);
    await expect(backOffice.getByTestId('order-captured')).toHaveText(FINAL);
    const done = await staff.get<{ isCompleted: boolean; totals: { totalGross: number }; payment: { capturedAmount?: number } }>(
      `/api/orders/${link.id}`,
    );
    expect(done.isCompleted).toBe(true);
    expect(done.totals.totalGross).toBe(FINAL_AMOUNT);
    expect(done.payment.capturedAmount).toBe(done.totals.totalGross);
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.completed);
    await expect(card).toHaveCount(0);
  });

  await backOffice.context().close();
});
