import { expect, test } from '@playwright/test';
import { acceptLegal, chooseAppointment, fillContact, submitAndFollow } from '../support/ordering/checkout';
import { cartLine, openProduct, prepareCustomer, saveToCart } from '../support/ordering/shop';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { snapshot } from '../support/snapshot';

/**
 * Quotation branch (issue 4): Owingen's party service works by quotation and requires an
 * appointment. Its checkout (variant 2) submits 'Angebotsanfrage abschicken'; sent without
 * an appointment, the server's error is shown at the top of the form and marks the field;
 * with an appointment from the pickers the request goes through and is stored as a quotation.
 *
 * Time: a quotation branch takes requests at any hour (storefront.md §5 submit label), and
 * the pickers offer only slots inside Owingen's opening hours after the Vesperplatte's
 * two-day lead time — no branch data is changed.
 */

let staff: StaffApi;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
});

test.afterAll(async () => {
  await staff?.dispose();
});

test('quotation request at the party service', async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
  await page.goto('/store/owingen');

  await test.step('Vesperplatte with all steps on one page', async () => {
    const dialog = await openProduct(page, 'Vesperplatte');
    await dialog.getByRole('button', { name: /^Für 4 Personen/ }).click();
    await dialog.getByRole('button', { name: 'Landjäger erhöhen' }).click();
    await dialog.getByRole('textbox', { name: /Anmerkungen/ }).fill('Bitte ohne Senf.');
    // 45,90 € for the size plus one pair of Landjäger (3,40 €).
    await expect(dialog.getByTestId('configurator-price')).toHaveText('Preis: 49,30 €');
    await saveToCart(page, dialog, 'Vesperplatte');
    const line = cartLine(page.getByTestId('order-panel'), 'Vesperplatte');
    await expect(line).toContainText('Größe: Für 4 Personen');
    await expect(line).toContainText('Anmerkungen: Bitte ohne Senf.');
    await page.getByTestId('order-panel').getByRole('button', { name: T.orderNow }).click();
  });

  await expect(page).toHaveURL(/\/store\/owingen\/checkout$/);
  const submit = page.getByRole('button', { name: T.submitQuotation, exact: true });
  await expect(submit).toBeVisible();
  await expect(page.getByRole('button', { name: T.submitOrder, exact: true })).toHaveCount(0);
  await fillContact(page, { firstName: 'Franz', lastName: 'Feierlaune', phone: '+49 7551 222333', email: 'franz@example.com' });
  await acceptLegal(page);

  await test.step('without the required appointment the server refuses', async () => {
    await submit.click();
    const errors = page.getByRole('alert', { name: 'Fehler beim Absenden der Bestellung' });
    await expect(errors).toContainText('Bitte wählen Sie einen Termin aus.');
    await expect(page.getByTestId('checkout-appointment')).toContainText('Bitte wählen Sie einen Termin aus.');
    await expect(page).toHaveURL(/\/store\/owingen\/checkout$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The list takes the focus, so a screen reader reads it out.
    await expect(errors).toBeFocused();
    await snapshot(page, 'quotation-error');
  });

  // The second free day: well after the lead time, however long the form took.
  const appointment = await chooseAppointment(page, { dayIndex: 1, preferredTime: '10:00' });
  await expect(page.getByTestId('appointment-value')).toContainText(`um ${appointment.time} Uhr`);
  const link = await submitAndFollow(page, T.submitQuotation);
  const order = await staff.order(link.id);
  expect(order).toMatchObject({ isQuotation: true, isPreorder: false });
  expect(order.customer).toMatchObject({ email: 'franz@example.com', lastName: 'Feierlaune' });
  expect(new Date(order.appointmentDate ?? '').toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 16)).toBe(
    `${appointment.day} ${appointment.time}`,
  );
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({ amount: 1, gross: 49.3, product: { name: 'Vesperplatte' } });
});
