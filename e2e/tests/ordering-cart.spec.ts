import { expect, test } from '@playwright/test';
import {
  addGrillpaket,
  addPlainProduct,
  cartLine,
  openCartDrawer,
  openProduct,
  prepareCustomer,
  saveToCart,
  setQuantity,
} from '../support/ordering/shop';
import { baseUrlOf } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';

/**
 * The cart surviving a reload (issue 4; storefront.md §2.4, §3): the /shop cart ('default')
 * and the branch cart of /store/{branch} are kept per key in the browser, with every
 * configured step; editing an item replaces it; removing the last item closes the drawer.
 * Nothing is ordered, so no opening hours matter and no data is changed.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

test('the cart survives a reload, per branch, and follows edits and removals', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await addPlainProduct(page, 'Rinderfilet', '600');
  await addGrillpaket(page, 'Prost!');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await test.step('reload: both items with their amounts and choices', async () => {
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
    await expect(cartLine(drawer, 'Rinderfilet').getByTestId('cart-item-amount')).toHaveText('600 g');
    await expect(cartLine(drawer, 'Rinderfilet').getByTestId('cart-item-price')).toHaveText('ca. 38,94 €');
    const grill = cartLine(drawer, 'Grillpaket');
    await expect(grill.getByTestId('cart-item-price')).toHaveText('46,90 €');
    await expect(grill).toContainText('Marinade: Honig-Senf');
    await expect(grill).toContainText('Wunschtext: Prost!');
  });

  await test.step('"Bearbeiten" opens the saved choices and replaces the item', async () => {
    const drawer = page.getByRole('dialog', { name: T.cartTitle });
    await cartLine(drawer, 'Grillpaket').getByRole('button', { name: T.edit }).click();
    const dialog = page.getByRole('dialog', { name: 'Grillpaket' });
    await expect(dialog.getByRole('button', { name: /^Mittel \(6 Personen\)/ })).toHaveAttribute('aria-pressed', 'true');
    const next = dialog.getByRole('button', { name: T.nextStep });
    await next.click();
    await expect(dialog.getByRole('checkbox', { name: /Honig-Senf/ })).toBeChecked();
    await next.click();
    await next.click();
    await expect(dialog.getByRole('textbox', { name: /Wunschtext/ })).toHaveValue('Prost!');
    await setQuantity(dialog, '2');
    await dialog.getByRole('button', { name: T.addToCart }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const reopened = await openCartDrawer(page);
    await expect(reopened.getByTestId('cart-item')).toHaveCount(2);
    await expect(cartLine(reopened, 'Grillpaket').getByTestId('cart-item-amount')).toHaveText('2 Pkg.');
    await expect(cartLine(reopened, 'Grillpaket').getByTestId('cart-item-price')).toHaveText('93,80 €');
    await reopened.getByRole('button', { name: T.close }).filter({ hasText: T.close }).click();
    await expect(reopened).toBeHidden();
  });

  await test.step('the branch cart of /store/bodman is a cart of its own', async () => {
    await page.goto('/store/bodman');
    const panel = page.getByTestId('order-panel');
    await expect(panel.getByTestId('cart-empty')).toHaveText(T.emptyCart);
    const dialog = await openProduct(page, 'Bratwurst');
    await setQuantity(dialog, '3');
    await saveToCart(page, dialog, 'Bratwurst');
    await page.reload();
    await expect(panel.getByTestId('cart-item')).toHaveCount(1);
    await expect(cartLine(panel, 'Bratwurst').getByTestId('cart-item-amount')).toHaveText('3 Stk.');
    await page.goto('/shop/konstanz');
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
    await expect(cartLine(drawer, 'Bratwurst')).toHaveCount(0);
  });

  await test.step('removing the last item closes the drawer, and the empty cart stays empty', async () => {
    const drawer = page.getByRole('dialog', { name: T.cartTitle });
    await cartLine(drawer, 'Rinderfilet').getByRole('button', { name: T.remove }).click();
    await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await cartLine(drawer, 'Grillpaket').getByRole('button', { name: T.remove }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('shop-page')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    // The header's cart button opens the drawer only when the cart has items.
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog', { name: T.cartTitle })).toHaveCount(0);
  });
});
