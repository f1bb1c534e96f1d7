import { expect, test } from '@playwright/test';
import { addPlainProduct, cartLine, openProduct, prepareCustomer, saveToCart, setQuantity } from '../support/ordering/shop';
import { baseUrlOf } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';

/**
 * The header's cart button (storefront.md §2.3): a click goes to /shop when not already
 * under /shop, and opens the cart drawer when the cart the badge counts has items — also
 * when the storefront first has to load (from a website page), and on /store/{branch},
 * where the badge counts the branch's cart. Also the cart notification of §2.8.
 * Nothing is ordered; the carts live in the browser.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

test('adding a product announces "Produkt zum Warenkorb hinzugefügt." (storefront.md §2.8)', async ({ page }) => {
  await page.goto('/shop/konstanz');
  const notification = page.getByTestId('cart-notification');
  await expect(notification).toHaveAttribute('role', 'status');
  await expect(notification).toHaveAttribute('aria-live', 'polite');
  const announced = notification.filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' }).waitFor({ state: 'attached', timeout: 10_000 });
  await addPlainProduct(page, 'Bratwurst');
  await announced;
});

test('from a website page the click goes to /shop and opens the drawer once the storefront is there', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await addPlainProduct(page, 'Bratwurst', '2');
  await page.goto('/kontakt');
  await expect(page.getByTestId('shop-page')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/shop$/);
  const drawer = page.getByRole('dialog', { name: T.cartTitle });
  await expect(drawer).toBeVisible();
  await expect(cartLine(drawer, 'Bratwurst')).toHaveCount(1);
});

test('on /store/{branch} the drawer opens on the branch cart the badge counted', async ({ page }) => {
  await page.goto('/store/bodman');
  const dialog = await openProduct(page, 'Bratwurst');
  await setQuantity(dialog, '3');
  await saveToCart(page, dialog, 'Bratwurst');
  // The /shop cart ('default') is empty; the badge counts Bodman's.
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/shop$/);
  const drawer = page.getByRole('dialog', { name: T.cartTitle });
  await expect(drawer).toBeVisible();
  await expect(cartLine(drawer, 'Bratwurst').getByTestId('cart-item-amount')).toHaveText('3 Stk.');
  await expect(drawer.getByRole('combobox', { name: 'Filiale' })).toHaveValue('bodman');
});

test('with an empty cart the click only navigates', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('shop-page')).toBeVisible();
  await expect(page.getByRole('dialog', { name: T.cartTitle })).toHaveCount(0);
});
