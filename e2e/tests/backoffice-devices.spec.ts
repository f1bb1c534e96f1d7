import { expect, test, type Page } from '@playwright/test';
import { EMPLOYEE, loginAsAdmin, submitLogin, uniqueIdentifier } from '../support/backoffice';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';

/**
 * The back-office devices module (issue 12, /backend/devices) against the platform `npm start`
 * runs: the seeded receipt printer of Konstanz is attached to the virtual network printer on
 * 127.0.0.1:9100, so a test print really travels over TCP and comes back as decoded text.
 * Texts are written out here (not imported), so a wrong catalogue text fails.
 */
const T = {
  nav: 'Geräte',
  kindFilter: 'Art',
  receiptPrinter: 'Bondrucker',
  labelPrinter: 'Etikettendrucker',
  allKinds: 'Alle Arten',
  testPrint: 'Testdruck',
  testPrintDone: 'Testdruck wurde gedruckt.',
  requestLogs: 'Log anfordern',
  requestLogsDone: 'Log wurde angefordert.',
  createTitle: 'Neues Gerät',
  editTitle: 'Gerät bearbeiten',
  deleteTitle: 'Gerät löschen',
  online: 'Online',
  offline: 'Offline',
} as const;

const SEEDED = { identifier: 'bondrucker-konstanz', name: 'Bondrucker Theke', label: 'etiketten-konstanz' } as const;
const KONSTANZ = 'Metzgerei Muster Konstanz';

/** Removes a device this spec created, whatever step failed (the suite must run again on the same data). */
async function deleteIfPresent(page: Page, identifier: string): Promise<void> {
  const list = await page.request.get('/api/devices?limit=100');
  if (!list.ok()) return;
  const device = ((await list.json()) as { data: Array<{ id: number; identifier: string }> }).data.find((d) => d.identifier === identifier);
  if (!device) return;
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'asp_csrf')?.value ?? '';
  await page.request.delete(`/api/devices/${device.id}`, { headers: { 'X-CSRF-Token': csrf } });
}

test('devices: list with filters, test print through the virtual printer, create, edit and delete', async ({ page }) => {
  const identifier = uniqueIdentifier('e2e-geraet');
  const name = `E2E Etiketten ${identifier.slice(-4)}`;
  const renamed = `${name} umbenannt`;
  const form = page.getByTestId('device-form');

  await loginAsAdmin(page);
  try {
    await test.step('the list shows the seeded printers and follows the kind and branch filters', async () => {
      await page.getByRole('link', { name: T.nav, exact: true }).click();
      await expect(page).toHaveURL(/\/backend\/devices$/);
      await expect(page.getByRole('heading', { level: 1, name: T.nav })).toBeVisible();
      const row = page.getByTestId(`device-row-${SEEDED.identifier}`);
      await expect(row.getByRole('cell')).toHaveText([
        SEEDED.name,
        SEEDED.identifier,
        KONSTANZ,
        T.receiptPrinter,
        '127.0.0.1:9100',
        new RegExp(`^(${T.online}|${T.offline})`),
        /Details/,
      ]);
      await expect(page.getByTestId(`device-row-${SEEDED.label}`)).toBeVisible();

      await page.getByTestId('device-filters').getByLabel(T.kindFilter).selectOption({ label: T.labelPrinter });
      await expect(page.getByTestId(`device-row-${SEEDED.label}`)).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.getByTestId('device-filters').getByLabel(T.kindFilter).selectOption({ label: T.allKinds });
      await expect(row).toBeVisible();

      // The back office's branch filter: another branch has none of Konstanz's printers.
      const branchFilter = page.getByTestId('branch-filter').getByRole('combobox');
      const otherBranch = (await branchFilter.locator('option').allTextContents()).find(
        (label) => label !== KONSTANZ && label !== 'Alle Filialen',
      );
      expect(otherBranch).toBeTruthy();
      await branchFilter.selectOption({ label: otherBranch ?? '' });
      await expect(page.getByText('Keine Einträge vorhanden.').or(page.getByTestId('device-table'))).toBeVisible();
      await expect(row).toHaveCount(0);
      await branchFilter.selectOption({ label: KONSTANZ });
      await expect(row).toBeVisible();
      await branchFilter.selectOption({ label: 'Alle Filialen' });
      await snapshot(page, 'device-list');
    });

    await test.step('Testdruck reaches the virtual printer and comes back as text; Log anfordern asks its status', async () => {
      await page.getByRole('link', { name: `Details: ${SEEDED.name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: SEEDED.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Testbenachrichtigung' })).toHaveCount(0);

      await page.getByRole('button', { name: T.testPrint, exact: true }).click();
      await expect(page.getByTestId('device-action-done')).toHaveText(T.testPrintDone, { timeout: 20_000 });
      const newest = page.getByTestId('received-receipt').first().locator('pre');
      await expect(newest).toContainText(T.testPrint);
      await expect(newest).toContainText(SEEDED.name);
      await expect(newest).toContainText(`(${SEEDED.identifier})`);
      // A successful print is a contact: the printer is online now.
      await expect(page.getByTestId('device-facts').getByTestId('device-online')).toContainText(T.online);
      await expect(page.getByTestId('device-log-line').first()).toContainText('Bytes an 127.0.0.1:9100 gesendet.');

      await page.getByRole('button', { name: T.requestLogs }).click();
      await expect(page.getByTestId('device-action-done')).toHaveText(T.requestLogsDone, { timeout: 20_000 });
      await expect(page.getByTestId('device-log').getByText(/^Status \(Drucker\)/)).toBeVisible();
      await snapshot(page, 'device-detail');
    });

    await test.step('create: a duplicate identifier is refused at its field, then the device is saved', async () => {
      await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
      await page.getByRole('link', { name: texts.create }).click();
      await expect(page).toHaveURL(/\/backend\/devices\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: T.createTitle })).toBeVisible();
      await expect(form.getByLabel('Port', { exact: true })).toHaveValue('9100');
      await form.getByLabel('Kennung', { exact: true }).fill(SEEDED.identifier);
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Filiale', { exact: true }).selectOption({ label: KONSTANZ });
      await form.getByLabel('Art', { exact: true }).selectOption({ label: T.labelPrinter });
      await form.getByLabel('Host', { exact: true }).fill('etiketten.e2e.invalid');
      await page.getByRole('button', { name: texts.save }).click();

      const identifierField = form.getByLabel('Kennung', { exact: true });
      await expect(identifierField).toHaveAttribute('aria-invalid', 'true');
      await expect(identifierField).toHaveAccessibleDescription(texts.unique);
      await expect(identifierField).toBeFocused();
      // The kit's form: the message sits on its field, the form says which fields to check.
      await expect(form.getByRole('alert')).toHaveText('Bitte die markierten Felder prüfen.');
      await expect(page).toHaveURL(/\/backend\/devices\/new$/);

      await identifierField.fill(identifier);
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\/backend\/devices$/);
      await expect(page.getByTestId(`device-row-${identifier}`).getByRole('cell')).toHaveText([
        name,
        identifier,
        KONSTANZ,
        T.labelPrinter,
        'etiketten.e2e.invalid:9100',
        new RegExp(`^${T.offline}`),
        /Details/,
      ]);
    });

    await test.step('edit name and port', async () => {
      await page.getByRole('link', { name: `${texts.edit}: ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: T.editTitle })).toBeVisible();
      await expect(form.getByLabel('Kennung', { exact: true })).toHaveValue(identifier);
      await expect(form.getByLabel('Art', { exact: true })).toHaveValue('label-printer');
      await form.getByLabel('Name', { exact: true }).fill(renamed);
      await form.getByLabel('Port', { exact: true }).fill('9101');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\/backend\/devices$/);
      const row = page.getByTestId(`device-row-${identifier}`);
      await expect(row.getByRole('cell').nth(0)).toHaveText(renamed);
      await expect(row.getByRole('cell').nth(4)).toHaveText('etiketten.e2e.invalid:9101');
    });

    await test.step('delete after confirming', async () => {
      await page.getByRole('button', { name: `${texts.delete}: ${renamed}` }).click();
      const dialog = page.getByRole('dialog', { name: T.deleteTitle });
      await expect(dialog).toContainText(`Soll „${renamed}“ wirklich gelöscht werden?`);
      await dialog.getByRole('button', { name: texts.delete, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId(`device-row-${identifier}`)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId(`device-row-${SEEDED.identifier}`)).toBeVisible();
      await expect(page.getByTestId(`device-row-${identifier}`)).toHaveCount(0);
    });
  } finally {
    await deleteIfPresent(page, identifier);
  }
});

test("an employee sees their branches' devices and may test them, but not create, edit or delete", async ({ page }) => {
  await page.goto('/backend/login');
  await submitLogin(page, EMPLOYEE.username, EMPLOYEE.password);
  await expect(page.getByRole('link', { name: texts.logout })).toBeVisible();
  await page.getByRole('link', { name: T.nav, exact: true }).click();
  const row = page.getByTestId(`device-row-${SEEDED.identifier}`);
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: texts.create })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `${texts.edit}: ${SEEDED.name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `${texts.delete}: ${SEEDED.name}` })).toHaveCount(0);

  await row.getByRole('link', { name: `Details: ${SEEDED.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.name })).toBeVisible();
  await expect(page.getByTestId('edit-device')).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.testPrint, exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: T.requestLogs })).toBeEnabled();
});
