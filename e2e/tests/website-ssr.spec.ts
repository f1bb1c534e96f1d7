import { expect, test } from '@playwright/test';

/**
 * Server-rendered website pages (issue 14): with JavaScript off, a content page of the demo
 * content (services/content/src/seed/demo-website.ts) still shows its title, headline and
 * block texts — the gateway rendered them into the first HTML response. Reads only.
 */
test.use({ javaScriptEnabled: false });

test('a content page shows its title, headline and block texts without JavaScript', async ({ page }) => {
  const response = await page.goto('/unsere-metzgerei');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Unsere Metzgerei – Metzgerei Muster/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/unsere-metzgerei$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Unsere Metzgerei – Metzgerei Muster/);

  const rendered = page.locator('#ssr-page');
  await expect(rendered.getByRole('heading', { level: 1, name: 'Ehrliches Handwerk vom Bodensee' })).toBeVisible();
  await expect(rendered.getByText('Fleisch und Wurst aus eigener Schlachtung – seit drei Generationen.')).toBeVisible();
  await expect(rendered.getByRole('heading', { name: 'Unser Handwerk in Zahlen' })).toBeVisible();
  await expect(rendered.getByText('rund um den Bodensee')).toBeVisible();
  // The count-up's end value, not the 0 its animation starts from.
  await expect(rendered.getByText('48 km')).toBeVisible();
});
