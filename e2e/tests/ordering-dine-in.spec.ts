import { expect, test } from '@playwright/test';
import { OPEN_ALL_DAY } from '../support/ordering/berlin-time';
import { acceptLegal, fillContact, submitAndFollow } from '../support/ordering/checkout';
import { addPlainProduct, openCartDrawer, prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { snapshot } from '../support/snapshot';

/**
 * Dine-in with a table (issue 4): Konstanz seats guests at tables T1–T6. Checkout
 * variant 1 (/shop/konstanz/checkout) offers 'Dine In', then asks for the table (step
 * validation keeps the submit disabled without one); the dine-in VAT rate applies; the
 * status page names the table in its front-desk hint.
 *
 * Time: the server takes the order only while the branch is open. beforeAll opens
 * Konstanz all day through the admin API (daily 00:00–00:00); afterAll restores it.
 */

let staff: StaffApi;
let restoreKonstanz: (() => Promise<void>) | null = null;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  restoreKonstanz = await staff.patchBranch('konstanz', { openingHours: OPEN_ALL_DAY });
});

test.afterAll(async () => {
  try {
    await undoAll([restoreKonstanz]);
  } finally {
    await staff?.dispose();
  }
});

test('dine-in order at table T3', async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
  await page.goto('/shop/konstanz');
  await addPlainProduct(page, 'Bratwurst', '2');
  await addPlainProduct(page, 'Landjäger');

  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: T.toCheckout }).click();
  await expect(page).toHaveURL(/\/shop\/konstanz\/checkout$/);

  const summary = page.getByTestId('checkout-summary');
  await page.getByRole('radio', { name: 'Dine In' }).check();
  // Eaten in: the Bratwurst's dineInTax (19 %), the Landjäger keeps 7 %; the branch as 'Standort'.
  await expect(page.getByTestId('checkout-total-fulfilment')).toContainText('Standort');
  await expect(page.getByTestId('checkout-total-fulfilment')).toContainText('Hussenstraße 12, 78462 Konstanz');
  await expect(summary.getByTestId('checkout-total-tax')).toHaveText([/^Mwst\. \(7%\)\s*0,22\s€$/, /^Mwst\. \(19%\)\s*0,51\s€$/]);
  await expect(summary.getByTestId('checkout-total-gross')).toHaveText(/6,60\s€/);

  await fillContact(page, { firstName: 'Tom', lastName: 'Tischgast', phone: '7531555123' });
  await page.getByRole('radio', { name: 'SMS' }).check();
  await acceptLegal(page);
  const submit = page.getByRole('button', { name: T.submitOrder, exact: true });
  // Without a table the step validation keeps the order back.
  await expect(submit).toBeDisabled();
  const table = page.getByRole('combobox', { name: 'Tisch' });
  await expect(table.getByRole('option')).toHaveText(['Bitte wählen', 'T1 – Fenster', 'T2 – Fenster', 'T3', 'T4', 'T5', 'T6 – Stehtisch']);
  await table.selectOption('T3');
  await snapshot(page, 'dine-in-checkout');

  const link = await submitAndFollow(page, T.submitOrder);
  await expect(page.getByTestId('status-summary')).toContainText(T.fulfilment.dineIn);
  await expect(page.getByTestId('frontdesk-hint')).toHaveText(T.dineInHint('T3'));
  await snapshot(page, 'dine-in-status');

  const order = await staff.order(link.id);
  expect(order).toMatchObject({ isDineIn: true, isDelivery: false, tableIdentifier: 'T3' });
  expect(order.items.map((item) => [item.product.name, item.amount, item.taxRate, item.gross])).toEqual([
    ['Bratwurst', 2, 19, 3.2],
    ['Landjäger', 1, 7, 3.4],
  ]);
  expect(order.totals.totalGross).toBe(6.6);
  expect(Object.keys(order.totals.taxes).sort()).toEqual(['19', '7']);
});
