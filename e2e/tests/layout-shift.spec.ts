import { expect, test, type Page } from '@playwright/test';
import { placeOrderViaApi } from '../support/ordering/orders';
import { addPlainProduct, prepareCustomer } from '../support/ordering/shop';
import { baseUrlOf } from '../support/ordering/staff-api';

/**
 * No layout shift (issue 18): Cumulative Layout Shift ≤ 0.05 while `/`, a branch page,
 * a checkout and an order status page load on a phone-sized window. Measured in the page
 * with a PerformanceObserver of 'layout-shift' entries (buffered, so shifts before the
 * observer started count too), leaving out shifts right after input (hadRecentInput), as
 * the CLS definition does; summed over the whole load (session windows would only be
 * smaller). Each page is opened by a full load, so shell, remote and start-up data all
 * arrive late exactly as for a customer. The cookie banner stays (no consent for the two
 * first pages): it must be an overlay that pushes nothing.
 */

const CLS_LIMIT = 0.05;
/** After the page looks finished: late images, fonts and data that still could move it. */
const SETTLE_MS = 2500;

test.use({ viewport: { width: 390, height: 844 } });

/** Starts collecting before any script of the page runs; the sum is on window.__cls. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { cls: 0, sources: [] as string[] };
    (window as unknown as { __cls: typeof state }).__cls = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          state.sources.push(`${entry.value.toFixed(3)} ${node?.nodeName ?? '?'}.${(node?.className || '').toString().slice(0, 60)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function clsOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<{ cls: number; sources: string[] }> {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { __cls: { cls: number; sources: string[] } }).__cls);
}

function expectSteady(path: string, result: { cls: number; sources: string[] }): void {
  expect(result.cls, `CLS of ${path}: ${result.cls.toFixed(3)}; moved: ${result.sources.join(' | ') || '–'}`).toBeLessThanOrEqual(
    CLS_LIMIT,
  );
}

test.describe('without cookie consent (the banner is shown)', () => {
  // The suite's default storage state holds the consent; a first visit has none.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the branch list and a branch page load without layout shift', async ({ page }) => {
    await observeLayoutShifts(page);
    const home = await clsOf(page, '/', async (current) => {
      await expect(current.locator('#main')).toBeVisible();
      await expect(current.getByTestId('cookie-banner')).toBeVisible();
    });
    expectSteady('/', home);

    // A fresh document: the observer's sum starts again at 0.
    const branch = await clsOf(page, '/store/konstanz', async (current) => {
      await expect(current.getByTestId('branch-intro')).toBeVisible();
    });
    expectSteady('/store/konstanz', branch);
  });
});

test('a checkout and an order status page load without layout shift', async ({ page }, testInfo) => {
  const baseURL = baseUrlOf(testInfo);
  await prepareCustomer(page, baseURL);
  await observeLayoutShifts(page);

  // Bambergen takes pre-orders at any hour: the checkout is open whatever the clock says.
  await page.goto('/store/bambergen');
  await addPlainProduct(page, 'Bratwurst', '2');
  const checkout = await clsOf(page, '/store/bambergen/checkout', async (current) => {
    await expect(current.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expectSteady('/store/bambergen/checkout', checkout);

  const order = await placeOrderViaApi(page.request, {
    branch: 'bambergen',
    lastName: 'Ruhig',
    items: [{ product: 'Bratwurst', amount: 2, unit: 'piece' }],
  });
  const statusPath = `/status/${order.uid}/${order.hash}`;
  const status = await clsOf(page, statusPath, async (current) => {
    await expect(current.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expectSteady(statusPath, status);
});
