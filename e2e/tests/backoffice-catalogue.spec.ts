import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAsAdmin, submitLogin } from '../support/backoffice';
import { OPEN_ALL_DAY } from '../support/ordering/berlin-time';
import { acceptLegal, chooseAppointment, fillContact } from '../support/ordering/checkout';
import { openCartDrawer, openProduct, prepareCustomer, productCard, saveToCart, setQuantity } from '../support/ordering/shop';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { orderingTexts as T } from '../support/ordering/texts';
import { texts } from '../support/texts';

/**
 * The back office's catalogue on the kit (issue 13): an admin makes a new category, a
 * weight product with a two-step configurator in that category of the Konstanz menu, and
 * gives it a daily quantity of 1 kg; the shop shows it at once with its price per kg; two
 * customers order a kilogram each at the same moment and exactly one order is taken (the
 * other gets the German sold-out message, and the shop shows 'ausverkauft'); an employee
 * of another branch does not see it in their lists. A second journey: the form's German
 * blank message on its field, and a failed load with the §8 message and a working retry.
 *
 * Konstanz is opened around the clock for the orders (the server takes takeaway orders
 * only while the branch is open) and put back afterwards; what the journey created is
 * removed again.
 */

const suffix = Date.now().toString(36).slice(-5);
const categoryName = `Grillspezialitäten ${suffix}`;
const productName = `Grillbauch ${suffix}`;

let staff: StaffApi;
let restoreKonstanz: (() => Promise<void>) | null = null;
const created: { product?: number; category?: number } = {};

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  restoreKonstanz = await staff.patchBranch('konstanz', { openingHours: OPEN_ALL_DAY });
});

test.afterAll(async () => {
  try {
    // undoAll runs the last first: the product out of the menus and deleted, then its category.
    await undoAll([
      restoreKonstanz,
      created.category ? () => staff.remove(`/api/categories/${created.category}`) : null,
      created.category ? () => staff.removeCategoryFromMenus(created.category!) : null,
      created.product ? () => staff.remove(`/api/products/${created.product}`) : null,
      created.product ? () => staff.removeFromMenus(created.product!) : null,
    ]);
  } finally {
    await staff?.dispose();
  }
});

/** A customer's own browser at the Konstanz shop with one kilogram of the product in the cart, at the checkout's last click. */
async function customerAtCheckout(page: Page, baseURL: string, lastName: string): Promise<void> {
  await prepareCustomer(page, baseURL);
  await page.goto('/shop/konstanz');
  const dialog = await openProduct(page, productName);
  await dialog.getByRole('button', { name: /^Kräuter/ }).click();
  // Sold per kg only: the amount is in kg.
  await setQuantity(dialog, '1');
  await saveToCart(page, dialog, productName);
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: T.toCheckout }).click();
  await expect(page).toHaveURL(/\/shop\/konstanz\/checkout$/);
  await fillContact(page, { firstName: 'Erika', lastName, phone: '7531987654' });
  await chooseAppointment(page, { dayIndex: 0, preferredTime: '17:00' });
  await acceptLegal(page);
  await expect(page.getByRole('button', { name: T.submitOrder, exact: true })).toBeEnabled();
}

async function newCustomerPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: test.info().project.use.storageState })).newPage();
}

test('a weight product with a two-step configurator, new category, stock 1 kg: shown at once, one of two parallel orders taken, other branches do not see it', async ({
  page,
  browser,
}, testInfo) => {
  // Seven steps over four browser contexts (admin, two customers, an employee): 55 s of the
  // default 60 on a loaded 2-core machine, so it gets the room of the other long journeys.
  test.setTimeout(120_000);
  await loginAsAdmin(page);

  await test.step('a new category', async () => {
    await page.goto('/backend/categories/new');
    await page.getByLabel('Name', { exact: true }).fill(categoryName);
    await page.getByTestId('form-save').click();
    await expect(page).toHaveURL(/\/backend\/categories$/);
    await expect(page.getByText(categoryName)).toBeVisible();
    created.category = (await staff.get<Array<{ id: number; name: string }>>('/api/categories')).find((c) => c.name === categoryName)?.id;
    expect(created.category).toBeDefined();
  });

  await test.step('the product: sold by weight, 18,90 € per kg, a select step and an optional text step', async () => {
    await page.goto('/backend/products/new');
    const form = page.getByTestId('product-form');
    await form.getByLabel('Name', { exact: true }).first().fill(productName);
    const prices = page.getByTestId('product-section-prices');
    await prices.getByLabel('Preis (brutto)', { exact: true }).fill('18.90');
    await prices.getByLabel('Einheit', { exact: true }).selectOption({ label: 'kg' });
    await expect(prices).toContainText('Gewichtsware');

    const builder = page.getByTestId('configurator-builder');
    await builder.getByLabel('Art des neuen Schritts').selectOption({ label: 'Auswahl (eine Option)' });
    await builder.getByRole('button', { name: 'Schritt hinzufügen' }).click();
    const marinade = builder.getByTestId('configurator-step-editor').nth(0);
    await marinade.getByLabel('Titel', { exact: true }).fill('Marinade');
    const options = marinade.getByTestId('configurator-option-editor');
    for (const count of [1, 2]) {
      await marinade.getByRole('button', { name: 'Option hinzufügen' }).click();
      await expect(options).toHaveCount(count);
    }
    await options.nth(0).getByLabel('Bezeichnung', { exact: true }).fill('Kräuter');
    await options.nth(0).getByLabel('Preisänderung', { exact: true }).selectOption({ label: 'Aufpreis (+)' });
    await options.nth(0).getByLabel('Betrag', { exact: true }).fill('0.5');
    await options.nth(1).getByLabel('Bezeichnung', { exact: true }).fill('Paprika');

    await builder.getByLabel('Art des neuen Schritts').selectOption({ label: 'Textfeld' });
    await builder.getByRole('button', { name: 'Schritt hinzufügen' }).click();
    const wish = builder.getByTestId('configurator-step-editor').nth(1);
    await wish.getByLabel('Titel', { exact: true }).fill('Wunschtext');
    await wish.getByLabel(/^Optional/).check();
    await expect(page.getByTestId('configurator-incomplete')).toHaveCount(0);

    await page.getByTestId('form-save').click();
    await expect(page).toHaveURL(/\/backend\/products\/\d+$/);
    created.product = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  });

  const konstanz = await staff.branch('konstanz');
  await test.step('into the new category of the Konstanz menu, and 1 kg for today at Konstanz', async () => {
    const menus = page.getByTestId('product-menus');
    const konstanzMenu = 'Sortiment Konstanz';
    const menuChoice = menus.getByRole('combobox', { name: 'Produktkataloge', exact: true });
    await expect(menuChoice.locator('option').filter({ hasText: /^Sortiment Konstanz$/ })).toHaveCount(1);
    await menuChoice.selectOption({ label: konstanzMenu });
    const categoryChoice = menus.getByRole('combobox', { name: 'Kategorie im Produktkatalog' });
    await expect(categoryChoice.locator('option', { hasText: categoryName })).toHaveCount(1);
    await categoryChoice.selectOption({ label: categoryName });
    await menus.getByRole('button', { name: 'In Produktkatalog aufnehmen' }).click();
    await expect(menus).toContainText(`${konstanzMenu} › ${categoryName}`);

    const stock = page.getByTestId(`product-stock-${created.product}-${konstanz.id}`);
    await stock.getByLabel('Tagesmenge (kg)').fill('1');
    await stock.getByRole('button', { name: 'Bestand speichern' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Bestand gespeichert.' })).toBeVisible();
  });

  const first = page;
  const second = await newCustomerPage(browser);
  await test.step('the shop shows it at once, with its price per kilogram and the configurator', async () => {
    await prepareCustomer(second, baseUrlOf(testInfo));
    await second.goto('/shop/konstanz');
    await second.getByPlaceholder(T.searchPlaceholder).fill(productName);
    const card = productCard(second, productName);
    await expect(card.getByTestId('product-prices')).toContainText('18,90 €');
    await expect(card.getByTestId('product-prices')).toContainText('kg');
  });

  await test.step('two customers order a kilogram each at the same moment: exactly one order is taken', async () => {
    // The admin's tab becomes the first customer's (the back office is done).
    await first.goto('/backend/logout');
    await customerAtCheckout(first, baseUrlOf(testInfo), 'Erste');
    await customerAtCheckout(second, baseUrlOf(testInfo), 'Zweite');
    await Promise.all([first, second].map((customer) => customer.getByRole('button', { name: T.submitOrder, exact: true }).click()));
    const outcome = async (customer: Page) => {
      const soldOut = customer.getByText(`„${productName}“ ist heute ausverkauft.`);
      await expect(customer.getByRole('heading', { level: 1, name: T.thankYou }).or(soldOut)).toBeVisible({ timeout: 20_000 });
      return (await soldOut.isVisible()) ? 'refused' : 'taken';
    };
    expect((await Promise.all([outcome(first), outcome(second)])).sort()).toEqual(['refused', 'taken']);
    const orders = await staff.get<Array<{ items: Array<{ product: { name: string } }> }>>('/api/orders/current');
    expect(orders.filter((order) => order.items.some((item) => item.product.name === productName))).toHaveLength(1);
  });

  await test.step("the shop now says 'ausverkauft'", async () => {
    const shop = await newCustomerPage(browser);
    await shop.goto('/shop/konstanz');
    await shop.getByPlaceholder(T.searchPlaceholder).fill(productName);
    await expect(productCard(shop, productName).getByTestId('product-sold-out')).toHaveText('ausverkauft');
  });

  await test.step('an employee of Eigeltingen sees it in none of their lists', async () => {
    const employee = await newCustomerPage(browser);
    await employee.goto('/backend/login');
    await submitLogin(employee, 'eigeltingen', 'demo1234');
    await expect(employee.getByRole('link', { name: texts.logout })).toBeVisible();
    await employee.goto('/backend/products/stock');
    // The layout's branch filter offers 'Alle Filialen' and the employee's own branch.
    const filter = employee.getByRole('banner').getByRole('combobox', { name: 'Filiale' });
    await expect(filter.locator('option')).toHaveCount(2);
    await filter.selectOption({ index: 1 });
    await expect(
      employee
        .getByTestId('product-stock-table')
        .or(employee.getByText('Für diese Filiale ist bei keinem Produkt ein Bestand hinterlegt.')),
    ).toBeVisible();
    await expect(employee.getByText(productName)).toHaveCount(0);
    await employee.goto('/backend/orders');
    await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(employee.getByText('Erika Erste').or(employee.getByText('Erika Zweite'))).toHaveCount(0);
  });
});

test('the product form: the German blank message on the field; a failed list load with the §8 message and a working retry', async ({
  page,
}) => {
  await loginAsAdmin(page);

  await test.step('saving without a name', async () => {
    await page.goto('/backend/products/new');
    await page.getByTestId('form-save').click();
    const name = page.getByTestId('product-form').getByLabel('Name', { exact: true }).first();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Dieser Wert sollte nicht leer sein.');
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/backend\/products\/new$/);
  });

  await test.step('leaving the changed form asks first', async () => {
    await page.getByTestId('product-form').getByLabel('Name', { exact: true }).first().fill('Halbfertig');
    await page.getByRole('navigation', { name: 'Module' }).getByRole('link', { name: 'Produkte', exact: true }).click();
    await expect(page.getByText('Die Änderungen in diesem Formular sind noch nicht gespeichert. Seite trotzdem verlassen?')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(page).toHaveURL(/\/backend\/products\/new$/);
  });

  await test.step('the list load fails once (the service answers 503), then the retry loads it', async () => {
    let failures = 1;
    await page.route(/\/api\/products\?/, async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, json: { errors: [{ message: 'Service Unavailable' }] } });
      else await route.continue();
    });
    await page.getByRole('navigation', { name: 'Module' }).getByRole('link', { name: 'Produkte', exact: true }).click();
    await page.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page).toHaveURL(/\/backend\/products$/);
    const notice = page.getByText('Produkte konnten nicht geladen werden.');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('product-table').getByText('Rinderfilet')).toBeVisible();
  });
});
