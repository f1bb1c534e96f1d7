import { test, type Page } from '@playwright/test';

/** A full-page screenshot attached to the test (written under test-results/, for a look by eye). */
export async function snapshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
