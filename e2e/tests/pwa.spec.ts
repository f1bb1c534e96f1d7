import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The installable shop (storefront.md §4 "Cookie consent and app install", §7; issue 18):
 * the web app manifest is built from the shop configuration. (The suite's storage state
 * carries 'pwa-dismiss', so the install prompt stays away from the other journeys once the
 * demo turns the app plugin on; this file starts without it.)
 */

// The suite's storage state without its 'pwa-dismiss' cookie (one source for the consent cookie).
const suiteState = JSON.parse(readFileSync(path.join(__dirname, '../support/consent-state.json'), 'utf8')) as {
  cookies: { name: string }[];
  origins: [];
};
test.use({ storageState: { ...suiteState, cookies: suiteState.cookies.filter((cookie) => cookie.name !== 'pwa-dismiss') } as never });

interface WebManifest {
  name: string;
  short_name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the web manifest is the shop’s: name, colour and PNG icons from the configuration', async ({ request }) => {
  const config = ((await (await request.get('/api/config')).json()) as { data: { shopName: string; primaryColor: string } }).data;
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBeTruthy();
  const manifest = (await response.json()) as WebManifest;
  expect(manifest.name).toBe(config.shopName);
  expect(manifest.theme_color.toLowerCase()).toBe(config.primaryColor.toLowerCase());
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, response.url()).href);
    expect(file.ok(), icon.src).toBeTruthy();
    expect(file.headers()['content-type']).toContain(icon.type);
  }
});

test('the installed shop reloads without network: the offline notice over the last shop, not a blank page', async ({ page, context }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/shop/konstanz');
  await expect(page.getByTestId('shop-page')).toBeVisible();
  // Consent exists, so the install prompt comes 5 s after the start (storefront.md §4).
  await page.getByTestId('install-confirm').click({ timeout: 20_000 });
  await page.getByTestId('install-done').click();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The worker keeps what this page loaded before it was there: the start-up data and the remotes' entries.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open((await caches.keys()).find((key) => key.startsWith('asp-shell-')) ?? 'none');
          const keys = (await cache.keys()).map((request) => request.url);
          return {
            products: keys.some((url) => url.endsWith('/api/products')),
            remoteEntries: keys.some((url) => /mf-manifest\.json$|remoteEntry\.js$/.test(url)),
          };
        }),
      { timeout: 20_000 },
    )
    .toEqual({ products: true, remoteEntries: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-overlay')).toBeVisible();
  await expect(page.getByTestId('offline-overlay')).toContainText('Sie sind offline');
  await expect(page.getByTestId('offline-overlay')).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.');
  // Behind it the shop as it was: the header and the branch's products from the cached start-up data.
  await expect(page.getByTestId('header-home')).toBeAttached();
  await expect(page.getByTestId('shop-page')).toBeAttached();
  await expect(page.getByTestId('shop-page')).toContainText('Bratwurst');
  await expect(page.getByText('Daten konnten nicht geladen werden.')).toHaveCount(0);
  expect(pageErrors.filter((message) => /ChunkLoadError|Loading chunk|RUNTIME-/.test(message))).toEqual([]);

  // Back online the notice goes by itself, and a reload is the live shop again.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('shop-page')).toContainText('Bratwurst');
  await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
});
