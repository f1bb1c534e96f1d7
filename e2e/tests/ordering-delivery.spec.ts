import { expect, test } from '@playwright/test';
import { OPEN_ALL_DAY } from '../support/ordering/berlin-time';
import { acceptLegal, fillAddress, fillContact, submitAndFollow } from '../support/ordering/checkout';
import { cartLine, openProduct, prepareCustomer, saveToCart, setQuantity } from '../support/ordering/shop';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { snapshot } from '../support/snapshot';

/**
 * Delivery order that first hits the minimum order value and then passes (issue 4): the
 * branch ordering page /store/konstanz with its order panel (delivery type, delivery area
 * '78462 Konstanz': 3,90 €, minimum 25,00 €, free from 50,00 €), checkout variant 2, the
 * status page and the delivery steps pushed to it.
 *
 * Time: a delivery order needs delivery open now (Konstanz has delivery hours enabled),
 * for the server as for the submit button. beforeAll opens Konstanz's opening and delivery
 * hours all day through the admin API (daily 00:00–00:00); afterAll restores the seeded hours.
 */

let staff: StaffApi;
let restoreKonstanz: (() => Promise<void>) | null = null;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  restoreKonstanz = await staff.patchBranch('konstanz', { openingHours: OPEN_ALL_DAY, deliveryHours: OPEN_ALL_DAY });
});

test.afterAll(async () => {
  try {
    await undoAll([restoreKonstanz]);
  } finally {
    await staff?.dispose();
  }
});

test('delivery order: minimum order value first, then ordered and followed', async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
  await page.goto('/store/konstanz');
  await expect(page.getByRole('heading', { level: 1, name: 'Metzgerei Muster Konstanz' })).toBeVisible();
  const panel = page.getByTestId('order-panel');
  const orderNow = panel.getByRole('button', { name: T.orderNow });

  await test.step('delivery to 78462 Konstanz, below the minimum order value', async () => {
    await panel.getByRole('combobox', { name: 'Bestellart' }).selectOption({ label: 'Lieferung' });
    // The first delivery area is preselected (storefront.md §4).
    await expect(panel.getByRole('combobox', { name: 'Liefergebiet' })).toHaveValue('78462 Konstanz');
    const dialog = await openProduct(page, 'Bratwurst');
    await setQuantity(dialog, '5');
    await expect(dialog.getByTestId('configurator-price')).toHaveText('Preis: 8,00 € (Grundpreis: 13,33 € / kg)');
    await saveToCart(page, dialog, 'Bratwurst');

    await expect(cartLine(panel, 'Bratwurst').getByTestId('cart-item-amount')).toHaveText('5 Stk.');
    await expect(panel.getByTestId('cart-delivery-cost')).toHaveText(/Lieferkosten\s*3,90\s€/);
    await expect(panel.getByTestId('cart-minimum-order')).toHaveText(T.minimumOrderValue('25,00 €') + T.minimumOrderDifference('17,00 €'));
    await expect(panel.getByTestId('cart-free-delivery')).toHaveText(T.freeDeliveryFrom('50,00 €'));
    await expect(orderNow).toBeDisabled();
    await snapshot(page, 'delivery-minimum-order');
  });

  await test.step('more sausages through "Bearbeiten": the minimum is reached', async () => {
    await cartLine(panel, 'Bratwurst').getByRole('button', { name: T.edit }).click();
    const dialog = page.getByRole('dialog', { name: 'Bratwurst' });
    await expect(dialog.getByRole('textbox', { name: 'Menge', exact: true })).toHaveValue('5');
    await setQuantity(dialog, '16');
    await dialog.getByRole('button', { name: T.addToCart }).click();
    await expect(dialog).toBeHidden();

    await expect(panel.getByTestId('cart-item')).toHaveCount(1);
    await expect(cartLine(panel, 'Bratwurst').getByTestId('cart-item-amount')).toHaveText('16 Stk.');
    await expect(panel.getByTestId('cart-minimum-order')).toHaveCount(0);
    await expect(panel.getByTestId('cart-delivery-cost')).toHaveText(/3,90\s€/);
    // 25,60 € sausages at 7 %, 3,90 € delivery at 19 %: two VAT lines, 29,50 € in total.
    await expect(panel.getByTestId('cart-tax')).toHaveText([/Mwst\. \(7%\)/, /Mwst\. \(19%\)/]);
    await expect(panel.getByTestId('cart-gross')).toHaveText(/29,50\s€/);
    await expect(orderNow).toBeEnabled();
    await orderNow.click();
  });

  await test.step('checkout variant 2', async () => {
    await expect(page).toHaveURL(/\/store\/konstanz\/checkout$/);
    await expect(page.getByTestId('checkout-free-delivery')).toHaveText(T.freeDeliveryFrom('50,00 €'));
    await fillContact(page, { firstName: 'Lena', lastName: 'Lieferkundin', phone: '+49 7531 987654', email: 'lena@example.com' });
    await fillAddress(page, { street: 'Marktstätte 5', zipCode: '78462', city: 'Konstanz' });
    // Variant 2 starts with Austria (spec README); this delivery goes to Germany.
    await page.getByTestId('checkout-address').getByRole('combobox', { name: 'Land' }).selectOption('DE');
    await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
    await acceptLegal(page);
    await snapshot(page, 'delivery-checkout');
  });

  const link = await submitAndFollow(page, T.submitOrder);

  await test.step('status page and the delivery steps', async () => {
    await expect(page.getByTestId('status-summary')).toContainText(T.fulfilment.delivery);
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.awaitingConfirmation);
    const order = await staff.order(link.id);
    expect(order).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: '78462 Konstanz', paymentMethod: 'cash' });
    expect(order.totals).toMatchObject({ gross: 25.6, deliveryGross: 3.9, totalGross: 29.5 });
    expect(order.customer).toMatchObject({
      street: 'Marktstätte 5',
      zipCode: '78462',
      city: 'Konstanz',
      country: 'DE',
      email: 'lena@example.com',
      phone: '+497531987654',
    });

    await staff.orderStatus(link.id, 'confirm');
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.inProgress);
    await staff.orderStatus(link.id, 'in-delivery');
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.inDelivery);
    await expect(page.getByTestId('status-text')).toHaveText('Ihre Bestellung ist jetzt auf dem Weg zu Ihnen.');
    await snapshot(page, 'delivery-status');
  });
});
