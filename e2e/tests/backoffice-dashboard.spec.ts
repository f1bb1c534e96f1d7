import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from '../support/backoffice';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';

/**
 * The statistics dashboard (issue 17) against the demo platform's data: the cards show
 * the figures the statistics API gives for the same days, choosing another range loads
 * the figures again (and the cards follow), and 'CSV exportieren' downloads exactly the
 * numbers of the table under the chart. Reads only: nothing to clean up.
 */

let staff: StaffApi;

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
});

test.afterAll(async () => {
  await staff?.dispose();
});

/** The Berlin calendar day `daysBack` days before today, 'YYYY-MM-DD'. */
function berlinDay(daysBack: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBack);
  return date.toISOString().slice(0, 10);
}

const count = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 0 });
const euro = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
const percent = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

interface Totals {
  total: number;
}

async function figuresOf(from: string, to: string) {
  const query = `from=${from}&to=${to}&interval=day`;
  const [visitors, orders, revenue, canceled] = await Promise.all([
    staff.get<Totals>(`/api/statistics/unique-visitors?${query}`),
    staff.get<Totals>(`/api/statistics/orders?${query}`),
    staff.get<Totals & { average: number }>(`/api/statistics/revenue?${query}`),
    staff.get<Totals & { rate: number }>(`/api/statistics/canceled-orders?${query}`),
  ]);
  return {
    visitors: count(visitors.total),
    orders: count(orders.total),
    revenue: euro(revenue.total),
    average: euro(revenue.average),
    cancellation: percent(canceled.rate * 100),
  };
}

test('the cards show the seeded figures; a range change reloads them; the CSV holds the numbers of the table', async ({ page }) => {
  await loginAsAdmin(page);

  await test.step('30 days: the cards show what the API gives for the same days', async () => {
    const expected = await figuresOf(berlinDay(29), berlinDay(0));
    // The spec's link (/backend#/dashboard) lands on the dashboard.
    await page.goto('/backend#/dashboard');
    await expect(page).toHaveURL(/\/backend\/dashboard/);
    await page.getByTestId('range-preset').selectOption('30d');
    for (const [key, text] of Object.entries(expected)) await expect(page.getByTestId(`figure-${key}-value`)).toHaveText(text);
  });

  await test.step('another range is loaded again and shown', async () => {
    const expected = await figuresOf(berlinDay(6), berlinDay(0));
    const reloaded = page.waitForResponse((response) =>
      response.url().includes(`/api/statistics/orders?from=${berlinDay(6)}&to=${berlinDay(0)}`),
    );
    await page.getByTestId('range-preset').selectOption('7d');
    expect((await reloaded).status()).toBe(200);
    await expect(page).toHaveURL(/range=7d/);
    for (const [key, text] of Object.entries(expected)) await expect(page.getByTestId(`figure-${key}-value`)).toHaveText(text);
  });

  await test.step("'CSV exportieren' downloads the numbers of the table under the chart", async () => {
    const table = page.getByTestId('table-over-time');
    await expect(table).toBeVisible();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? '')));
    const downloading = page.waitForEvent('download');
    await page.getByTestId('csv-over-time').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`statistik-besucher-und-bestellungen-im-zeitverlauf-${berlinDay(6)}-${berlinDay(0)}.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Zeitraum;Besucher;Bestellungen');
    // The same numbers: the table groups thousands ('1.234'), the CSV does not ('1234').
    expect(lines.slice(1)).toEqual(shown.map((cells) => cells.map((cell) => cell.replace(/\.(?=\d{3}\b)/g, '')).join(';')));
    expect(shown).toHaveLength(7);
  });
});
