import { expect, test } from '@playwright/test';
import { WEBSITE_BLOCK_TYPES } from '@asp/contracts';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';

/**
 * The public website (website.md §2, storefront.md §2.7) on the demo content of
 * services/content/src/seed/demo-website.ts: the page '/unsere-metzgerei' holds all 19 block types
 * (the same body as the home page '/', which is seeded not public so the branch list stays the home).
 */

const T = {
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
  // ours (libs/i18n websiteFormTexts)
  consent: 'Cookies akzeptieren, um das Formular zu senden',
  submit: 'Absenden',
} as const;

interface SiteRecord {
  id: number;
  path: string;
  isPublic: boolean;
  [key: string]: unknown;
}

test.use({ viewport: { width: 1280, height: 720 } });

test('the seeded showcase page shows every block; numbers count up when scrolled into view; the slider advances and swipes', async ({
  page,
}, testInfo) => {
  // The home page '/' is seeded for staff to publish; its public twin shows the same blocks.
  const staff = await StaffApi.login(baseUrlOf(testInfo));
  const sites = await staff.get<SiteRecord[]>('/api/sites');
  expect(sites.find((site) => site.path === '/')?.isPublic, 'the seeded home page is hidden').toBe(false);
  await staff.dispose();
  {
    await page.goto('/unsere-metzgerei');
    await expect(page.getByTestId('site-page')).toBeVisible();
    for (const type of WEBSITE_BLOCK_TYPES) await expect(page.getByTestId(`block-${type}`).first()).toBeAttached();
    await expect(page.getByTestId('block-hero_main').getByRole('heading', { level: 1 })).toHaveText('Ehrliches Handwerk vom Bodensee');

    // Count-up: still 0 below the fold; counts to its first number once a fifth of it is seen.
    const founded = page.getByTestId('block-numbers').getByTestId('count-up').first();
    await expect(founded).toHaveAttribute('data-target', '1962');
    await expect(founded).toHaveText('0');
    await founded.scrollIntoViewIfNeeded();
    await expect(founded).not.toHaveText('0', { timeout: 1500 });
    await expect(founded).toHaveText('1962', { timeout: 4000 });
    await expect(page.getByTestId('block-numbers').getByTestId('count-up').nth(1)).toHaveText('5 Filialen');

    // The text slider (3 s slides) advances by itself while half visible …
    const slider = page.getByTestId('block-text_slider').getByTestId('main-slider');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-current', '0');
    await expect(slider).toHaveAttribute('data-current', '1', { timeout: 5000 });
    // … and a drag of a quarter of its width to the left shows the next slide (wrapping to the first).
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, y, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('data-current', '0');
    // A dot shows its slide.
    await slider.getByRole('button').nth(1).click();
    await expect(slider).toHaveAttribute('data-current', '1');
  }
});

test('an unknown path shows the 404 view', async ({ page }) => {
  await page.goto('/diese-seite/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: T.notFoundTitle })).toBeVisible();
  await expect(page.getByText(T.notFoundText)).toBeVisible();
});

test.describe('without cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a visitor sees the consent button instead of the submit button in the contact form', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.getByTestId('block-contact').getByTestId('content-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: T.consent })).toBeVisible();
    await expect(form.getByRole('button', { name: T.submit })).toHaveCount(0);
    await expect(form.getByLabel(/^E-Mail/)).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: T.consent }).click();
    await expect(form.getByRole('button', { name: T.submit })).toBeVisible();
  });
});
