import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { portAcceptsConnections, remoteServerPid, startStaticServer, stopChild, stopProcess } from '../support/processes';
import { remoteByFolder } from '../support/platform';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';
import '../support/window-probes';

/**
 * A remote that is down (DESIGN.md §9): the website remote's static server is really
 * stopped, the shell shows its German error with a retry button instead of a blank
 * page, the other remotes keep working, and once the server is back the retry loads
 * the remote without reloading the page.
 */

const REMOTE = remoteByFolder('mf-cms');

// Processes are shared state: never run these in parallel with anything.
test.describe.configure({ mode: 'serial' });

let replacement: ChildProcess | null = null;

test.beforeAll(async () => {
  const pid = remoteServerPid(REMOTE.folder, REMOTE.port);
  if (pid !== null) {
    await stopProcess(pid, REMOTE.port);
    return;
  }
  // Against a platform an earlier run of this spec left without the website remote: already down.
  expect(await portAcceptsConnections(REMOTE.port), `something serves port ${REMOTE.port}, but it is no process found in /proc`).toBe(false);
});

test.afterAll(async () => {
  // Our own server goes; the original one was the platform's and is not ours to bring back
  // (specs after this one do not use the website remote).
  if (replacement) await stopChild(replacement);
  replacement = null;
});

test('a down remote shows the German error and recovers on retry without a reload', async ({ page }) => {
  await test.step('the remote is down: error with retry, page chrome still there', async () => {
    try {
      await page.goto('/site/gibt-es-nicht');
    } catch (error) {
      throw new Error(
        `the platform no longer answers after the ${REMOTE.folder} static server was stopped — ` +
          `does infra/dev/start.mjs stop everything when a remote's server exits? (${String(error)})`,
      );
    }
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
    expect(await portAcceptsConnections(REMOTE.port), `port ${REMOTE.port} is still served`).toBe(false);
    replacement = await startStaticServer(REMOTE.folder, REMOTE.port);

    await page.getByRole('button', { name: texts.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeVisible();
    await expect(page.getByText(texts.notFoundText, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: texts.remoteLoadFailed })).toHaveCount(0);
    await expect(page).toHaveURL(/\/site\/gibt-es-nicht$/);
    expect(await sameDocument(), 'the retry reloaded the page').toBe(true);
    await snapshot(page, 'remote-recovered');
  });
});
