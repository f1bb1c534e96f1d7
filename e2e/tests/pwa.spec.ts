import { expect, test } from '@playwright/test';

/**
 * The installable shop (storefront.md §4 "Cookie consent and app install", §7; issue 18):
 * the web app manifest is built from the shop configuration. (The suite's storage state
 * carries 'pwa-dismiss', so the install prompt stays away from the other journeys once the
 * demo turns the app plugin on; this file starts without it.)
 */

test.use({
  storageState: {
    cookies: [
      {
        name: 'cookie-consent',
        value: 'true',
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  },
});

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
