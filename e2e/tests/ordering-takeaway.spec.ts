import { expect, test } from '@playwright/test';
import { OPEN_ALL_DAY } from '../support/ordering/berlin-time';
import { acceptLegal, chooseAppointment, fillContact, submitAndFollow } from '../support/ordering/checkout';
import { addGrillpaket, cartLine, openCartDrawer, openProduct, prepareCustomer, saveToCart, setQuantity } from '../support/ordering/shop';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { snapshot } from '../support/snapshot';

/**
 * Takeaway order with a weight product and a configurable product (issue 4): the shop of
 * Konstanz (/shop/konstanz, checkout variant 1), Rinderfilet by the gram at Konstanz's
 * reselling price, the Grillpaket configured step by step, the cart drawer, the checkout
 * with an appointment from the date and time pickers, the status page, and the order as
 * the server priced it.
 *
 * Time: the server takes a takeaway order only while the branch is open (storefront.md §5
 * submit availability), and the browser shows the submit button by the same rule. So
 * that the journey does not depend on the hour it runs at, beforeAll opens Konstanz all
 * day through the admin API (openingHours: daily 00:00–00:00) and afterAll puts the
 * seeded hours back. The appointment comes from the pickers, which only offer free
 * slots after the Grillpaket's one-day lead time.
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

test('takeaway order with a weight product and a configurable product', async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
  await page.goto('/shop/konstanz');
  await expect(page.getByTestId('shop-page')).toBeVisible();

  await test.step('Rinderfilet by weight, at the Konstanz reselling price (64,90 €/kg)', async () => {
    const dialog = await openProduct(page, 'Rinderfilet');
    await expect(dialog.getByText(T.quantityQuestion)).toBeVisible();
    // Default quantity 400 g (defaultQuantity with defaultUnit).
    await expect(dialog.getByRole('textbox', { name: 'Menge', exact: true })).toHaveValue('400');
    await expect(dialog.getByRole('combobox', { name: 'Einheit' })).toHaveValue('gram');
    await expect(dialog.getByTestId('configurator-price')).toHaveText('Preis: ca. 25,96 € (Grundpreis: 64,90 € / kg)');
    await setQuantity(dialog, '600');
    await expect(dialog.getByTestId('configurator-price')).toHaveText('Preis: ca. 38,94 € (Grundpreis: 64,90 € / kg)');
    await saveToCart(page, dialog, 'Rinderfilet');
  });

  await test.step('Grillpaket, configured step by step', async () => {
    await addGrillpaket(page, 'Alles Gute, Oma!');
  });

  await test.step('cart drawer', async () => {
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByRole('combobox', { name: 'Filiale' })).toHaveValue('konstanz');
    const filet = cartLine(drawer, 'Rinderfilet');
    await expect(filet.getByTestId('cart-item-amount')).toHaveText('600 g');
    await expect(filet.getByTestId('cart-item-price')).toHaveText('ca. 38,94 €');
    const grill = cartLine(drawer, 'Grillpaket');
    await expect(grill.getByTestId('cart-item-amount')).toHaveText('1 Pkg.');
    await expect(grill.getByTestId('cart-item-price')).toHaveText('46,90 €');
    await expect(grill).toContainText('Größe: Mittel (6 Personen)');
    await expect(grill).toContainText('Marinade: Honig-Senf');
    await expect(grill).toContainText('Beilagen: 1 Stk. × Kräuterbutter');
    await expect(grill).toContainText('Wunschtext: Alles Gute, Oma!');
    // Takeaway: the branch address; one VAT line for the 7 % food rate; 'ca.' because of the weight.
    await expect(drawer.getByTestId('cart-fulfilment-takeaway')).toContainText('Hussenstraße 12');
    await expect(drawer.getByTestId('cart-fulfilment-takeaway')).toContainText('78462 Konstanz');
    await expect(drawer.getByTestId('cart-tax')).toHaveCount(1);
    await expect(drawer.getByTestId('cart-tax')).toContainText(T.taxLine(7));
    await expect(drawer.getByTestId('cart-net')).toContainText('ca. ');
    await snapshot(page, 'takeaway-cart');
    await drawer.getByRole('button', { name: T.toCheckout }).click();
    await expect(drawer).toBeHidden();
  });

  let appointment = { day: '', time: '' };
  await test.step('checkout variant 1', async () => {
    await expect(page).toHaveURL(/\/shop\/konstanz\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: T.checkoutHeading })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Abholung' })).toBeChecked();
    const submit = page.getByRole('button', { name: T.submitOrder, exact: true });
    // Variant 1's step validation keeps the submit disabled until the form is complete.
    await expect(submit).toBeDisabled();
    await fillContact(page, { firstName: 'Erika', lastName: 'Abholerin', phone: '7531987654' });
    appointment = await chooseAppointment(page, { dayIndex: 1, preferredTime: '10:00' });
    await expect(page.getByTestId('appointment-value')).toContainText(`um ${appointment.time} Uhr`);
    await page.getByRole('radio', { name: 'SMS' }).check();
    await acceptLegal(page);
    await snapshot(page, 'takeaway-checkout');
  });

  const link = await submitAndFollow(page, T.submitOrder);

  await test.step('status page', async () => {
    await expect(page.getByTestId('status-ticket')).toContainText(T.ticket);
    await expect(page.getByTestId('status-text')).toHaveText(T.waiting);
    await expect(page.getByTestId('status-line')).toHaveText(T.statusLines.awaitingConfirmation);
    await expect(page.getByTestId('status-summary')).toContainText(T.fulfilment.takeaway);
    await expect(page.getByTestId('status-items')).toContainText('Rinderfilet');
    await expect(page.getByTestId('status-items')).toContainText('Grillpaket');
    await expect(page.getByTestId('status-branch')).toContainText('Metzgerei Muster Konstanz');
    // The cart was emptied after the order.
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await snapshot(page, 'takeaway-status');
  });

  await test.step('the server priced the order itself', async () => {
    const order = await staff.order(link.id);
    expect(order.isDelivery).toBe(false);
    expect(order.isDineIn).toBe(false);
    expect(order.isPreorder).toBe(false);
    expect(order.items.map((item) => [item.product.name, item.amount, item.unit, item.gross])).toEqual([
      ['Rinderfilet', 600, 'gram', 38.94],
      ['Grillpaket', 1, 'package', 46.9],
    ]);
    expect(order.totals.totalGross).toBe(85.84);
    expect(order.totals.isApproximate).toBe(true);
    expect(order.customer).toMatchObject({ firstName: 'Erika', lastName: 'Abholerin', phone: '+497531987654', notificationType: 'sms' });
    const at = new Date(order.appointmentDate ?? '');
    expect(at.toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 16)).toBe(`${appointment.day} ${appointment.time}`);
  });
});
