import { expect, type Locator, type Page } from '@playwright/test';
import { orderingTexts as T } from './texts';

/**
 * The customer's side of the shop: consent, product cards, the item configurator and the
 * cart drawer, found by role and accessible name where the screen gives one.
 */

/**
 * Prepares the customer's browser: gives cookie consent up front (the cookie the banner's
 * 'Akzeptieren' sets), so the banner at the bottom never covers a button the journey
 * clicks (the banner is another issue's journey), and checks that Chromium considers
 * itself online — without a network interface besides loopback (a bare `unshare -n`)
 * navigator.onLine is false and the shell's offline overlay ('Sie sind offline') covers
 * every page, which would make each journey time out on its first click.
 */
export async function prepareCustomer(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
  const online = await page.evaluate(() => navigator.onLine);
  expect(
    online,
    'Chromium reports navigator.onLine = false (no network interface besides lo?): the offline overlay would cover the shop. ' +
      'In a private network namespace add one, e.g. `ip link add e2e0 type veth peer name e2e1; ip addr add 10.254.0.1/24 dev e2e0; ip link set e2e0 up; ip link set e2e1 up`.',
  ).toBe(true);
}

/** The product card with this exact name (the first one when a product sits in several categories). */
export function productCard(page: Page, name: string): Locator {
  return page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
}

/** Opens the configurator of a product from its card ('Hinzufügen'); on /shop the search finds it first. */
export async function openProduct(page: Page, name: string): Promise<Locator> {
  const shop = page.getByTestId('shop-page');
  await expect(shop.or(page.getByTestId('store-page'))).toBeVisible();
  // The shop page shows 10 products per page; the ordering page of /store shows them all.
  if (await shop.isVisible()) await page.getByPlaceholder(T.searchPlaceholder).fill(name);
  const card = productCard(page, name);
  await card.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(T.quantityQuestion).or(dialog.getByRole('button', { name: T.nextStep }))).toBeVisible();
  return dialog;
}

/** Sets the amount (and unit) in the configurator's quantity question and commits it (Enter). */
export async function setQuantity(dialog: Locator, amount: string, unit?: string): Promise<void> {
  if (unit) await dialog.getByRole('combobox', { name: 'Einheit' }).selectOption({ label: unit });
  const input = dialog.getByRole('textbox', { name: 'Menge', exact: true });
  await input.fill(amount);
  await input.press('Enter');
}

/** 'Zum Warenkorb hinzufügen', then the toast '{name} zum Warenkorb hinzugefügt.' (storefront.md §2.8). */
export async function saveToCart(page: Page, dialog: Locator, name: string): Promise<void> {
  // The toast stays 900 ms: wait for it from before the click, so a slow machine cannot miss it.
  const toast = page
    .getByTestId('added-toast')
    .filter({ hasText: T.added(name) })
    .waitFor({ state: 'attached', timeout: 10_000 });
  try {
    await dialog.getByRole('button', { name: T.addToCart }).click();
  } catch (error) {
    toast.catch(() => undefined);
    throw error;
  }
  await toast;
  await expect(dialog).toBeHidden();
}

/** Adds a plain product with its default quantity (or the given one). */
export async function addPlainProduct(page: Page, name: string, amount?: string, unit?: string): Promise<void> {
  const dialog = await openProduct(page, name);
  if (amount) await setQuantity(dialog, amount, unit);
  await saveToCart(page, dialog, name);
}

/**
 * The Grillpaket of the demo data, step by step (storefront.md §2.9): size 'Mittel (6 Personen)'
 * (42,90 €), marinade 'Honig-Senf' (+ 1,50 €), one Kräuterbutter (2,50 €) and a label text:
 * 46,90 € for one package.
 */
export async function addGrillpaket(page: Page, wish = 'Alles Gute zum Geburtstag!'): Promise<void> {
  const dialog = await openProduct(page, 'Grillpaket');
  const next = dialog.getByRole('button', { name: T.nextStep });
  await expect(dialog.getByTestId('configurator-progress')).toHaveText('Schritt 1 von 4');
  // A required select step: next stays disabled until an option is chosen.
  await expect(next).toBeDisabled();
  await dialog.getByRole('button', { name: /^Mittel \(6 Personen\)/ }).click();
  await next.click();
  await expect(dialog.getByTestId('configurator-progress')).toHaveText('Schritt 2 von 4');
  await dialog.getByRole('checkbox', { name: /Honig-Senf/ }).check();
  await next.click();
  await dialog.getByRole('button', { name: 'Kräuterbutter erhöhen' }).click();
  await expect(dialog.getByLabel('Menge: Kräuterbutter')).toHaveText('1 Stk.');
  await next.click();
  await expect(dialog.getByTestId('configurator-progress')).toHaveText('Schritt 4 von 4');
  await dialog.getByRole('textbox', { name: /Wunschtext/ }).fill(wish);
  await expect(dialog.getByTestId('configurator-price')).toHaveText('Preis: 46,90 €');
  await saveToCart(page, dialog, 'Grillpaket');
}

/**
 * Opens the cart drawer with the header's cart button (it toggles the drawer when the cart
 * has items). The drawer belongs to the storefront remote, so the shop page must be there first.
 */
export async function openCartDrawer(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: T.cartTitle });
  await expect(page.getByTestId('shop-page').or(page.getByTestId('store-page'))).toBeVisible();
  await page.getByTestId('cart-button').click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** One line of the cart by product name. */
export function cartLine(scope: Locator | Page, name: string): Locator {
  return scope.getByTestId('cart-item').filter({ hasText: name });
}
