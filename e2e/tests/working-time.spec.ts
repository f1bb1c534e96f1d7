import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAsAdmin, submitLogin } from '../support/backoffice';
import { texts } from '../support/texts';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';
import { pdfTexts } from '@asp/domain/testing';

/**
 * Working time (issue 15) end to end on the demo data. Klara Kessler (`konstanz`, user 4)
 * punches at the Konstanz terminal (start, pause, resume, end); the back office shows the
 * activity and her time account; she requests two days' holiday in a month two months
 * ahead, the admin approves it and her holiday account for that year drops by two; the
 * admin closes that month and an edit of the holiday is refused with the German message;
 * her PDF time sheet of this month lists today. Second journey: Volker Verkauf (`verkauf`,
 * user 2, given a PIN for the journey) punches while the terminal is offline; the tablet keeps
 * the PIN only sealed; back online the punch arrives with its original time, marked late.
 *
 * Clean-up: the punched activities and the holiday are deleted, the month is opened again
 * (DELETE month-closings). Left behind: the approved absence request row (requests cannot
 * be deleted) — harmless, its activity is gone.
 */

const TERMINAL = '/screens/terminal/demo-terminal-konstanz';
const KLARA = 4;
const VOLKER = 2;
const startedAt = new Date().toISOString();
const pad = (n: number) => String(n).padStart(2, '0');
/** Year, month and day of an instant in the shop's zone: the screens show Berlin days, the CI machine runs in UTC. */
function berlinDay(date: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
const germanDate = (date: Date) => {
  const { year, month, day } = berlinDay(date);
  return `${pad(day)}.${pad(month)}.${year}`;
};

/**
 * The second Tuesday of the month two months ahead, and the Wednesday after: planned days of
 * Klara (Tue–Sat) and never a public holiday in Baden-Württemberg (days 8–15 hold none; the
 * first week may: 6 January would count one day instead of two).
 */
function holidayDays(): { month: string; start: string; end: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 2, 8, 12));
  while (first.getUTCDay() !== 2) first.setUTCDate(first.getUTCDate() + 1);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const wednesday = new Date(first);
  wednesday.setUTCDate(first.getUTCDate() + 1);
  return { month: iso(first).slice(0, 7), start: iso(first), end: iso(wednesday) };
}
const holiday = holidayDays();

// A missing element fails the step in seconds, not at the end of the test's time.
test.use({ actionTimeout: 10_000, navigationTimeout: 20_000 });

/** The terminal's return to the name list after a punch (RETURN_AFTER_MS in TerminalScreen.tsx). */
const TERMINAL_RETURN_MS = 8_000;

let staff: StaffApi;
const cleanUp: Array<() => Promise<void>> = [];

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
});

test.afterAll(async () => {
  try {
    await undoAll(cleanUp);
  } finally {
    await staff?.dispose();
  }
});

type Activity = { id: number; start: string; kind: string; isLate: boolean; end: string | null };

/** Activities of a user the journey made (started after the journey began): deleted at the end. */
async function rememberActivitiesOf(user: number): Promise<Activity[]> {
  const rows = await staff.get<Activity[]>(`/api/working-activities?user=${user}&from=${encodeURIComponent(startedAt)}&limit=50`);
  for (const row of rows) cleanUp.unshift(() => staff.remove(`/api/working-activities/${row.id}`));
  return rows;
}

/** Signs an employee in through the API (session cookie, CSRF header). */
async function employeeApi(baseURL: string, username: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { username, password: 'demo1234' } })).status()).toBe(200);
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'asp_csrf')?.value ?? '';
  return { api, csrf };
}

/**
 * At the terminal: tap the name, then the button; the summary shows; back at the list after
 * a few seconds. The page's clock (installed before the terminal opened) is moved on by
 * those seconds instead of waiting for them; punches are timed by the server.
 */
async function punch(page: Page, name: RegExp, button: string, done: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  const summary = page.getByTestId('terminal-done');
  await expect(summary).toContainText(done);
  await expect(summary.getByTestId('terminal-balance')).toBeVisible();
  await expect(summary.getByTestId('terminal-next-shift')).toBeVisible();
  await expect(page.getByTestId('terminal-employees')).toHaveCount(0);
  await page.clock.fastForward(TERMINAL_RETURN_MS);
  await expect(page.getByTestId('terminal-employees')).toBeVisible();
}

test('terminal punches, back-office activity and balance, holiday approved, month closed, edit refused, PDF time sheet', async ({
  page,
  browser,
}, testInfo) => {
  // Eight steps across the terminal, two sessions and the back office: a minute is tight on a busy 2-core runner.
  test.setTimeout(120_000);
  const baseURL = baseUrlOf(testInfo);

  await test.step('Klara starts, pauses, resumes and ends at the terminal', async () => {
    const terminal = await browser.newPage();
    await terminal.clock.install();
    await terminal.goto(TERMINAL);
    await expect(terminal.getByTestId('terminal-employees')).toBeVisible();
    await punch(terminal, /Klara Kessler/, 'Start', 'Arbeitsbeginn gebucht.');
    await punch(terminal, /Klara Kessler/, 'Pause', 'Pause gebucht.');
    await punch(terminal, /Klara Kessler/, 'Fortsetzen', 'Weiter geht es.');
    await punch(terminal, /Klara Kessler/, 'Beenden', 'Feierabend gebucht.');
    await terminal.close();
    const made = await rememberActivitiesOf(KLARA);
    expect(made).toHaveLength(1);
    expect(made[0]!.end).not.toBeNull();
  });

  await loginAsAdmin(page);

  await test.step('the back office shows the activity and her time account', async () => {
    await page.goto(`/backend/working-activities?user=${KLARA}`);
    await expect(page.getByTestId('activity-table-row').first()).toContainText('Klara Kessler');
    await expect(page.getByTestId('activity-table-row').first()).toContainText(germanDate(new Date()));
    await page.goto('/backend/time-sheets');
    await page.getByLabel('Benutzer').selectOption({ label: 'Klara Kessler' });
    const today = berlinDay(new Date());
    const month = `${pad(today.month)}.${today.year}`;
    await expect(page.getByTestId('time-balances')).toContainText(month);
  });

  const klara = await employeeApi(baseURL, 'konstanz');
  let requestId = 0;
  await test.step('Klara requests two days of holiday in the back office', async () => {
    const own = await (await browser.newContext()).newPage();
    await own.goto('/backend/login');
    await submitLogin(own, 'konstanz', 'demo1234');
    // Signed in before moving on: an earlier navigation would cancel the login call.
    await expect(own.getByRole('link', { name: texts.logout })).toBeVisible();
    await own.goto('/backend/absence-requests');
    const form = own.getByTestId('absence-request-form');
    await form.getByLabel('Erster Tag').fill(holiday.start);
    await form.getByLabel('Letzter Tag').fill(holiday.end);
    await form.getByLabel('Kommentar').fill('E2E Urlaub');
    await form.getByRole('button', { name: 'Beantragen' }).click();
    await expect(own.getByText('Urlaub beantragt.')).toBeVisible();
    await own.context().close();
    const requests = await staff.get<Array<{ id: number; comment: string; user: number; status: string }>>(
      `/api/time-tracking/absence-requests?user=${KLARA}&status=requested&limit=1000`,
    );
    requestId = requests.find((entry) => entry.comment === 'E2E Urlaub')!.id;
  });

  const remaining = async () => {
    await page.goto('/backend/time-sheets');
    await page.getByLabel('Benutzer').selectOption({ label: 'Klara Kessler' });
    await page.getByLabel('Bis').fill(holiday.month);
    const row = page.getByTestId('holiday-balances').locator('tbody tr').first();
    await expect(row).toContainText(holiday.month.slice(0, 4));
    return Number((await row.getByTestId('holiday-remaining').innerText()).replace(',', '.'));
  };

  await test.step('the admin approves; the holiday account drops by two', async () => {
    const before = await remaining();
    await page.goto('/backend/absence-requests');
    const row = page.getByTestId('absence-row').filter({ hasText: 'E2E Urlaub' });
    await row.getByRole('button', { name: 'Genehmigen' }).click();
    await expect(page.getByText('Antrag genehmigt.')).toBeVisible();
    const approved = (
      await staff.get<Array<{ id: number; activity: number | null }>>('/api/time-tracking/absence-requests?status=approved&limit=1000')
    ).find((entry) => entry.id === requestId);
    expect(approved?.activity).toBeTruthy();
    cleanUp.unshift(() => staff.remove(`/api/working-activities/${approved!.activity}`));
    expect(await remaining()).toBe(before - 2);
  });

  await test.step('the admin closes the month; a later edit is refused in German', async () => {
    await page.goto('/backend/month-closing');
    await page.getByLabel('Monat').fill(holiday.month);
    await page.getByTestId('close-month').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Monat abschließen' }).click();
    const label = `${holiday.month.slice(5)}.${holiday.month.slice(0, 4)}`;
    await expect(page.getByTestId('closed-months')).toContainText(label);
    // Opened again at the end, before the holiday is deleted (undoAll runs the last first).
    cleanUp.push(() => staff.remove(`/api/time-tracking/month-closings/${holiday.month}`));

    const approved = (
      await staff.get<Array<{ id: number; activity: number }>>('/api/time-tracking/absence-requests?status=approved&limit=1000')
    ).find((entry) => entry.id === requestId)!;
    // The employee may not change activities at all…
    const byKlara = await klara.api.fetch(`/api/working-activities/${approved.activity}`, {
      method: 'PUT',
      data: {},
      headers: { 'X-CSRF-Token': klara.csrf },
    });
    expect(byKlara.status()).toBe(403);
    // …and the admin only with a new reason.
    await page.goto(`/backend/working-activities/${approved.activity}`);
    await page.getByLabel('Kommentar').fill('nachträglich geändert');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(
      page.getByText(`Der Monat ${label} ist abgeschlossen. Änderungen nur durch einen Administrator mit neuer Begründung.`),
    ).toBeVisible();
  });
  await klara.api.dispose();

  await test.step('the PDF time sheet opens and lists today', async () => {
    await page.goto('/backend/time-sheets');
    await page.getByLabel('Benutzer').selectOption({ label: 'Klara Kessler' });
    const link = page.getByTestId('time-sheet-pdf');
    const now = new Date();
    const sheetMonth = berlinDay(now);
    await expect(link).toHaveAttribute('href', `/api/time-sheets/${KLARA}/${sheetMonth.year}/${pad(sheetMonth.month)}.pdf`);
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const texts = pdfTexts(await pdf.body());
    expect(texts).toContain('Mitarbeiter: Klara Kessler (konstanz)');
    expect(texts).toContain(germanDate(now));
  });
});

test('an offline punch of a PIN user is queued on the tablet with the PIN sealed and arrives with its original time, marked late', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Volker gets a terminal PIN for this journey (removed again at the end).
  await staff.send('PUT', `/api/time-tracking/pins/${VOLKER}`, { pin: '8642' });
  cleanUp.unshift(() => staff.remove(`/api/time-tracking/pins/${VOLKER}`));
  const context = await browser.newContext();
  const terminal = await context.newPage();
  // The tablet's clock ten minutes behind: the punch's own time is then clearly "late" when it arrives.
  await terminal.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
  await terminal.goto(TERMINAL);
  await terminal.getByRole('button', { name: /Volker Verkauf/ }).click();
  await terminal.getByLabel('PIN').fill('8642');
  await terminal.getByRole('button', { name: 'Weiter' }).click();
  await expect(terminal.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await context.setOffline(true);
  await terminal.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(terminal.getByTestId('terminal-done')).toContainText('Gespeichert (offline)');
  await expect(terminal.getByTestId('terminal-offline')).toContainText('Offline');
  await expect(terminal.getByTestId('terminal-queued')).toContainText('1 gespeicherte Buchung');
  // The queue on the tablet holds the punch with a sealed PIN only; the PIN is nowhere in its storage.
  const stored = await terminal.evaluate(() => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`));
  expect(stored.join('\n')).not.toContain('8642');
  expect(stored.some((entry) => entry.startsWith('asp-terminal-queue:') && entry.includes('"sealedPin":"v1.'))).toBe(true);

  await context.setOffline(false);
  await expect(terminal.getByTestId('terminal-queued')).toHaveCount(0, { timeout: 40_000 });
  await expect(terminal.getByText(/wurde abgelehnt/)).toHaveCount(0);
  const [arrived] = await rememberActivitiesOf(VOLKER).then((rows) => rows.filter((row) => row.end === null));
  expect(arrived).toBeTruthy();
  expect(arrived!.isLate).toBe(true);
  expect(Date.now() - Date.parse(arrived!.start)).toBeGreaterThan(8 * 60_000);
  await context.close();
});
