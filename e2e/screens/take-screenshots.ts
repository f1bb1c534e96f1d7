import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from '../support/backoffice';

/**
 * One screenshot per back-office module at 1366×900 into docs/screens/ (issue 13: "so a
 * newcomer sees the back office without starting it"): the start page, each module's
 * list as the navigation links it, and its create form where the list offers one. The
 * modules are read from the navigation at run time, so a new module is photographed
 * without touching this script. Signed in as the demo admin; the data is whatever the
 * running platform holds (the demo data after a fresh start).
 */
const OUT = path.join(__dirname, '../../docs/screens');
const CREATE = 'Neu anlegen';

/** Waits until the page shows content: a first-level heading, no loading indicator, fonts ready. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.asp-loader'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lists and toasts settle (a last response, a fade); live streams never go idle, so no networkidle.
  await page.waitForTimeout(500);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

test('screenshots of the back office', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/backend');
  await shoot(page, '00-start');

  const navigation = page.getByRole('navigation', { name: 'Module' });
  const links = await navigation
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', testId: anchor.getAttribute('data-testid') ?? '' })),
    );
  expect(links.length).toBeGreaterThan(0);

  for (const [index, { href, testId }] of links.entries()) {
    const name = `${String(index + 1).padStart(2, '0')}-${(testId || href).replace(/^nav-/, '').replace(/[^a-z0-9-]+/gi, '-')}`;
    await test.step(name, async () => {
      await page.goto(href);
      await shoot(page, name);
      const create = page.getByRole('main').getByRole('link', { name: CREATE, exact: true });
      if ((await create.count()) === 1) {
        await create.click();
        await shoot(page, `${name}-form`);
      }
    });
  }
});
