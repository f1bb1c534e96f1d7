import { expect, test, type Page } from '@playwright/test';
import { prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';

/**
 * The page chrome fed by the content service's start-up data (storefront.md §2.3, §2.13,
 * §4): the seeded main menu in the header, the mobile menu with a sub-level and 'Zurück',
 * the footer navigations, and the popup carousel once an administrator makes the seeded
 * popup node public (it is seeded hidden, so it covers no other journey).
 */

const T = {
  // storefront.md §2.3
  back: 'Zurück',
  // ours (libs/i18n chromeTexts.header): accessible names of the menus
  mainMenu: 'Hauptmenü',
  mobileMenu: 'Menü',
  openMenu: 'Menü öffnen',
} as const;

/** The demo content of services/content/src/seed. */
const SEED = {
  popupIdentifier: 'grillsaison',
  popupTitle: 'Die Grillsaison ist eröffnet',
} as const;

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

const mainMenu = (page: Page) => page.getByRole('navigation', { name: T.mainMenu, exact: true });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the seeded main menu is in the header and its links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const menu = mainMenu(page);
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('site-header').getByTestId('main-menu')).toBeVisible();
    const top = menu.locator(':scope > ul > li > a');
    await expect(top).toHaveText(['Startseite', 'Über uns', 'Kontakt']);
    // Home is the current page on '/'.
    await expect(menu.getByRole('link', { name: 'Startseite', exact: true })).toHaveAttribute('aria-current', 'page');

    // A site item: same window, the site's path, marked active there.
    await menu.getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(menu.getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute('aria-current', 'page');

    // The sub-level of 'Über uns' opens on hover; a branch item leads to the branch page.
    await menu.getByRole('link', { name: 'Über uns', exact: true }).hover();
    const history = menu.getByRole('link', { name: 'Unsere Geschichte', exact: true });
    await expect(history).toBeVisible();
    await history.click();
    await expect(page).toHaveURL(/\/ueber-uns\/geschichte$/);
    await expect(menu.getByRole('link', { name: 'Über uns', exact: true })).toHaveClass(/is-child-active/);

    await menu.getByRole('link', { name: 'Über uns', exact: true }).hover();
    const branch = menu.getByRole('link', { name: 'Filiale Konstanz', exact: true });
    await expect(branch).toHaveAttribute('href', '/store/konstanz');
    await branch.click();
    await expect(page).toHaveURL(/\/store\/konstanz$/);
    await expect(page.getByTestId('store-page')).toBeVisible();

    await menu.getByRole('link', { name: 'Startseite', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // Internal items open in the same window.
    await expect(menu.getByRole('link', { name: 'Kontakt', exact: true })).not.toHaveAttribute('target', '_blank');
  });

  test('the footer shows the seeded links, contact and social navigations', async ({ page }) => {
    await page.goto('/');
    const links = page.getByTestId('footer-links');
    await expect(links.getByRole('link')).toHaveText(['AGB', 'Datenschutz']);
    await expect(links.getByRole('link', { name: 'AGB', exact: true })).toHaveAttribute('href', '/agb');
    await expect(links.getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute('href', '/datenschutz');
    await expect(page.getByTestId('footer-contact').getByRole('link', { name: 'Kontaktformular', exact: true })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    const social = page.getByTestId('footer-social');
    await expect(social.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute(
      'href',
      'https://www.instagram.com/metzgerei.muster/',
    );
    // A link item is an external address and opens in a new window (website.md §2).
    await expect(social.getByRole('link', { name: 'Facebook', exact: true })).toHaveAttribute('target', '_blank');

    await links.getByRole('link', { name: 'AGB', exact: true }).click();
    await expect(page).toHaveURL(/\/agb$/);
  });
});

test.describe('narrow viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, enters a sub-level and 'Zurück' returns", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();

    await page.getByRole('button', { name: T.openMenu, exact: true }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation', { name: T.mobileMenu, exact: true });
    const entries = nav.locator(':scope > ul > li');
    await expect(entries).toHaveText(['Startseite', 'Über uns ›', 'Kontakt']);
    await expect(nav.getByRole('button', { name: T.back })).toHaveCount(0);

    // 'Über uns' has children: a group; its sub-level starts with 'Über uns' itself.
    await nav.getByRole('button', { name: /Über uns/ }).click();
    await expect(nav.getByRole('button', { name: T.back })).toBeVisible();
    await expect(entries).toHaveText(['Über uns', 'Unsere Geschichte', 'Qualität & Herkunft', 'Filiale Konstanz']);
    await expect(nav.getByRole('link', { name: 'Über uns', exact: true })).toHaveAttribute('href', '/ueber-uns');

    await nav.getByRole('button', { name: T.back }).click();
    await expect(entries).toHaveText(['Startseite', 'Über uns ›', 'Kontakt']);
    await expect(nav.getByRole('button', { name: T.back })).toHaveCount(0);

    // Into the sub-level again and on to a page: the menu closes.
    await nav.getByRole('button', { name: /Über uns/ }).click();
    await nav.getByRole('link', { name: 'Filiale Konstanz', exact: true }).click();
    await expect(page).toHaveURL(/\/store\/konstanz$/);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('store-page')).toBeVisible();
  });
});

interface NodeRecord {
  id: number;
  identifier: string;
  isPublic: boolean;
  [field: string]: unknown;
}

test('a public popup shows once per browser session', async ({ page }, testInfo) => {
  const staff = await StaffApi.login(baseUrlOf(testInfo));
  const { id, ...popup } = (await staff.get<NodeRecord[]>('/api/nodes')).find((node) => node.identifier === SEED.popupIdentifier)!;
  expect(popup.isPublic).toBe(false);
  // Visitors do not get the hidden popup at all.
  const before = (await (await page.request.get('/api/nodes')).json()) as { data: NodeRecord[] };
  expect(before.data.map((node) => node.identifier)).not.toContain(SEED.popupIdentifier);

  await staff.send('PUT', `/api/nodes/${id}`, { ...popup, isPublic: true });
  try {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: SEED.popupTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('popup')).toContainText('Grillpakete');
    // One popup: previous is disabled, next closes.
    await expect(dialog.getByTestId('popup-previous')).toBeDisabled();
    await dialog.getByTestId('popup-next').click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hasSeenPopup'))).toBe('true');

    // Within the session it does not return: neither after a reload nor on another page.
    for (const path of ['/', '/shop', '/kontakt']) {
      await page.goto(path);
      await expect(mainMenu(page)).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog', { name: SEED.popupTitle })).toHaveCount(0);
    }
  } finally {
    // Hidden again, as seeded, so no later journey is covered by it.
    await staff.send('PUT', `/api/nodes/${id}`, { ...popup, isPublic: false });
    await staff.dispose();
  }
});
