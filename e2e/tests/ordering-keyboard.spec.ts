import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPlainProduct, prepareCustomer, productCard } from '../support/ordering/shop';
import { baseUrlOf } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';

/**
 * Keyboard in the ordering screens (issue 4; storefront.md §2.3, §2.8, §2.10; DESIGN.md §9):
 * Escape closes the item configurator, the 'Zutaten' popup, the cart drawer, the date and
 * time pickers and the terms overlay; dialogs keep the focus inside and give it back.
 * Nothing is ordered, so no opening hours matter and no data is changed.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/** Opens something with Enter on `opener`, checks focus moved into `dialog` and stays there on Tab, closes it with Escape. */
async function escapeCloses(page: Page, opener: Locator, dialog: Locator, { focusBack = true } = {}): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (focusBack) await expect(opener).toBeFocused();
}

test('Escape closes the configurator, the ingredients popup and the cart drawer', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await page.getByPlaceholder(T.searchPlaceholder).fill('Bratwurst');
  const card = productCard(page, 'Bratwurst');

  await escapeCloses(page, card.getByRole('button', { name: 'Hinzufügen', exact: true }), page.getByRole('dialog', { name: 'Bratwurst' }));
  await escapeCloses(page, card.getByRole('button', { name: 'Zutaten: Bratwurst' }), page.getByRole('dialog', { name: /Zutaten/ }));
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await addPlainProduct(page, 'Bratwurst', '2');
  const drawer = page.getByRole('dialog', { name: T.cartTitle });
  await escapeCloses(page, page.getByTestId('cart-button'), drawer, { focusBack: false });
  // Closing with Escape changed nothing in the cart.
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('Escape closes the checkout pickers and the terms overlay', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await addPlainProduct(page, 'Bratwurst', '2');
  await page.goto('/shop/konstanz/checkout');
  await expect(page.getByRole('heading', { level: 1, name: T.checkoutHeading })).toBeVisible();

  const datePicker = page.getByRole('dialog', { name: T.dateDialog });
  await escapeCloses(page, page.getByTestId('appointment-date'), datePicker);
  await expect(page.getByTestId('appointment-value')).toHaveText('So bald wie möglich');

  // A day saved opens the time picker; Escape closes it without choosing a time.
  await page.getByTestId('appointment-date').click();
  await datePicker.locator('button[data-testid^="date-picker-day-"]:enabled').first().click();
  await datePicker.getByRole('button', { name: 'Speichern' }).click();
  const timePicker = page.getByRole('dialog', { name: T.timeDialog });
  await expect(timePicker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timePicker).toBeHidden();
  await expect(page.getByTestId('appointment-time')).toContainText('Uhrzeit wählen');

  await escapeCloses(page, page.getByTestId('terms-link'), page.getByRole('dialog', { name: T.termsTitle }));
  // The overlay showed the text and did not leave the checkout or tick the box.
  await expect(page).toHaveURL(/\/shop\/konstanz\/checkout$/);
  await expect(page.getByTestId('checkout-terms')).not.toBeChecked();
});
