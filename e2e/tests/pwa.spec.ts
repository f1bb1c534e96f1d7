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
