import { expect, test, type Page } from '@playwright/test';
import { remoteByFolder } from '../support/platform';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';
import '../support/window-probes';

/**
 * A remote that is down (DESIGN.md §9): every request to the website remote's origin
 * fails (as when its server is gone), the shell shows its German error with a retry
 * button instead of a blank page, the other remotes keep working, and once the remote
 * answers again the retry loads it without reloading the page. The remote's server is
 * not stopped for this: `npm start`'s supervisor would start it again within a second
 * (infra/dev/supervisor.test.ts covers that), so the outage is made in the browser.
 */

const REMOTE = remoteByFolder('mf-cms');
const remoteOrigin = `http://localhost:${REMOTE.port}/**`;

async function takeRemoteDown(page: Page) {
  await page.route(remoteOrigin, (route) => route.abort('connectionrefused'));
}

test('a down remote shows the German error and recovers on retry without a reload', async ({ page }) => {
  await test.step('the remote is down: error with retry, page chrome still there', async () => {
    await takeRemoteDown(page);
    await page.goto('/site/gibt-es-nicht');
    const alert = page.getByRole('alert').filter({ hasText: texts.remoteLoadFailed });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: texts.retry })).toBeVisible();
    // Not a blank page: the shell's header and footer frame the message.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Metzgerei Muster' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Metzgerei Muster');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await snapshot(page, 'remote-down');
  });

  // Marks this document: a reload or a full navigation would lose it.
  await page.evaluate(() => (window.e2eSameDocument = true));
  const sameDocument = () => page.evaluate(() => window.e2eSameDocument === true);

  await test.step('the other remotes are independent of it', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Metzgerei Muster' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('branch-count')).toHaveText(/ von \d+ Filialen werden angezeigt\.$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/site\/gibt-es-nicht$/);
    await expect(page.getByRole('alert').filter({ hasText: texts.remoteLoadFailed })).toBeVisible({ timeout: 20_000 });
    expect(await sameDocument()).toBe(true);
  });

  await test.step('the remote is back: retry renders it in the same document', async () => {
    await page.unroute(remoteOrigin);

    await page.getByRole('button', { name: texts.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeVisible();
    await expect(page.getByText(texts.notFoundText, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: texts.remoteLoadFailed })).toHaveCount(0);
    await expect(page).toHaveURL(/\/site\/gibt-es-nicht$/);
    expect(await sameDocument(), 'the retry reloaded the page').toBe(true);
    await snapshot(page, 'remote-recovered');
  });
});
