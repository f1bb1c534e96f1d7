import { expect, test, type Page } from '@playwright/test';
import { prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf } from '../support/ordering/staff-api';
import '../support/window-probes';

/**
 * Navigation in the page frame (storefront.md §2.1, §2.2): a navigation scrolls smoothly
 * to the top, or to the URL's hash after 750 ms, and the routed content fades in.
 * Nothing is changed on the server.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await prepareCustomer(page, baseUrlOf(testInfo));
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Records every class list #main takes from now on (the fade class is gone again after 250 ms). */
async function recordMainClasses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    const seen: string[] = [];
    window.__mainClasses = seen;
    new MutationObserver(() => seen.push(main.className)).observe(main, { attributes: true, attributeFilter: ['class'] });
  });
}
const mainClasses = (page: Page) => page.evaluate(() => window.__mainClasses ?? []);

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

test('a navigation scrolls back to the top and fades the content in', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await expect(page.getByTestId('shop-page')).toBeVisible();
  await scrollToBottom(page);
  await recordMainClasses(page);

  // The header is sticky, so its Shop link is clicked without scrolling.
  await page.getByTestId('shop-link').click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
  expect(await mainClasses(page)).toContainEqual(expect.stringContaining('asp-main--fade'));
});

test('with reduced motion: to the top at once, without the fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/shop/konstanz');
  await expect(page.getByTestId('shop-page')).toBeVisible();
  await scrollToBottom(page);
  await recordMainClasses(page);
  await page.getByTestId('shop-link').click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => scrollY(page), { timeout: 2000 }).toBe(0);
  expect(await mainClasses(page)).not.toContainEqual(expect.stringContaining('asp-main--fade'));
});

/** The last product group of the Konstanz ordering page (far below the fold). */
async function lastGroupId(page: Page): Promise<string> {
  const groups = page.getByTestId('product-group');
  await expect(groups.first()).toBeVisible();
  const id = await groups.last().getAttribute('id');
  expect(id).toMatch(/^category-\d+$/);
  return id!;
}

test('a URL with a hash scrolls to that element (first page of the visit)', async ({ page }) => {
  await page.goto('/store/konstanz');
  const id = await lastGroupId(page);
  await page.goto('/shop');
  await page.goto(`/store/konstanz#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ timeout: 8000 });
  expect(await scrollY(page)).toBeGreaterThan(100);
});

test('a navigation to a hash scrolls there after 750 ms, not before', async ({ page }) => {
  await page.goto('/store/konstanz');
  const id = await lastGroupId(page);
  expect(await scrollY(page)).toBe(0);

  // A client-side navigation (as a router link does): push the URL and let react-router hear it.
  const started = await page.evaluate((hash) => {
    window.__firstScroll = null;
    window.addEventListener('scroll', () => (window.__firstScroll ??= performance.now()));
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ ...state, idx: (state?.idx ?? 0) + 1 }, '', `#${hash}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return performance.now();
  }, id);

  await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ timeout: 5000 });
  const firstScroll = await page.evaluate(() => window.__firstScroll ?? null);
  expect(firstScroll).not.toBeNull();
  expect(firstScroll! - started).toBeGreaterThanOrEqual(740);
  expect(firstScroll! - started).toBeLessThan(2000);
});

test('the page title follows a client navigation to a shop category (storefront.md §2.14)', async ({ page }) => {
  await page.goto('/shop/konstanz');
  await expect(page.getByTestId('shop-page')).toBeVisible();
  // '{branch name} - {base title}' (the demo branch is 'Metzgerei Muster Konstanz').
  await expect(page).toHaveTitle(/Konstanz - ./);
  const branchTitle = await page.title();
  const base = branchTitle.slice(branchTitle.indexOf(' - ') + 3);
  // The first category of the main list (after 'Alle Produkte'): a client-side navigation.
  const category = page.getByTestId('main-categories').getByRole('link').nth(1);
  const name = (await category.innerText()).trim();
  await category.click();
  await expect(page.getByTestId('shop-hero')).toContainText(name);
  await expect(page).toHaveTitle(`${name} - ${base}`);
  // And stays so after the shell's effects of the navigation have run.
  await page.waitForTimeout(400);
  await expect(page).toHaveTitle(`${name} - ${base}`);
  await page.getByTestId('shop-link').click();
  await expect(page).toHaveTitle(`Shop - ${base}`);
});
