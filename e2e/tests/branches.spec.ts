import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, uniqueIdentifier } from '../support/backoffice';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';

/**
 * Branches in the back office (/backend/branches): create, edit, duplicate identifier
 * and delete, each change seen by an anonymous visitor on the public list at '/'.
 */

const COUNT_PATTERN = /^(\d+) von (\d+) Filialen werden angezeigt\.$/;

/** The public list's 'N von M' numbers (waits until the list has loaded). */
async function publicCounts(page: Page): Promise<{ shown: number; total: number }> {
  const count = page.getByTestId('branch-count');
  await expect(count).toHaveText(COUNT_PATTERN);
  const [, shown, total] = COUNT_PATTERN.exec((await count.textContent()) ?? '') ?? [];
  return { shown: Number(shown), total: Number(total) };
}

/** Removes a branch this spec created, whatever step failed (the suite must run again on the same data). */
async function deleteIfPresent(page: Page, identifier: string): Promise<void> {
  const list = await page.request.get('/api/branches');
  if (!list.ok()) return;
  const branch = ((await list.json()) as { data: Array<{ id: number; identifier: string }> }).data.find((b) => b.identifier === identifier);
  if (!branch) return;
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'asp_csrf')?.value ?? '';
  await page.request.delete(`/api/branches/${branch.id}`, { headers: { 'X-CSRF-Token': csrf } });
}

test('create, edit and delete a branch; the public list follows each change', async ({ page, browser }) => {
  const identifier = uniqueIdentifier();
  const suffix = identifier.slice(4);
  const name = `E2E Filiale ${suffix}`;
  const city = `Teststadt ${suffix}`;
  const renamed = `E2E Filiale ${suffix} umbenannt`;
  const movedTo = `Neustadt ${suffix}`;

  // An anonymous visitor's view of '/', next to the signed-in admin.
  const visitorContext = await browser.newContext({ storageState: test.info().project.use.storageState });
  const visitor = await visitorContext.newPage();
  const visitorCard = visitor.getByTestId(`branch-card-${identifier}`);

  await loginAsAdmin(page);
  try {
    await visitor.goto('/');
    const before = await publicCounts(visitor);
    expect(before.shown).toBe(before.total);
    const total = before.total;

    await test.step('create', async () => {
      await page.goto('/backend/branches');
      await page.getByRole('link', { name: texts.create }).click();
      await expect(page).toHaveURL(/\/backend\/branches\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.newBranchTitle })).toBeVisible();
      await page.getByLabel('Kennung', { exact: true }).fill(identifier);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Straße', { exact: true }).fill('Teststraße 1');
      await page.getByLabel('PLZ', { exact: true }).fill('99999');
      await page.getByLabel('Ort', { exact: true }).fill(city);
      // New branches start public and enabled; set explicitly, the test needs both.
      await page.getByLabel('Öffentlich', { exact: true }).check();
      await page.getByLabel('Aktiviert', { exact: true }).check();
      await page.getByRole('button', { name: texts.save }).click();

      await expect(page).toHaveURL(/\/backend\/branches$/);
      const row = page.getByTestId(`branch-row-${identifier}`);
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell')).toHaveText([name, identifier, city, 'Ja', 'Ja', /Bearbeiten/]);

      await visitor.reload();
      await expect(visitor.getByTestId('branch-count')).toHaveText(texts.branchesShown(total + 1, total + 1));
      await expect(visitorCard).toBeVisible();
      await expect(visitorCard).toContainText(name);
      await expect(visitorCard).toContainText('Teststraße 1');
      await expect(visitorCard).toContainText(`99999 ${city}`);
      await expect(visitorCard).toHaveAttribute('href', `/store/${identifier}`);
      await visitor.getByRole('searchbox', { name: texts.branchSearchLabel }).fill(suffix);
      await expect(visitor.getByTestId('branch-count')).toHaveText(texts.branchesShown(1, total + 1));
    });

    await test.step('edit name and city', async () => {
      await page.getByRole('link', { name: `${texts.edit}: ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.editBranchTitle })).toBeVisible();
      await expect(page.getByLabel('Kennung', { exact: true })).toHaveValue(identifier);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
      await page.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByLabel('Ort', { exact: true }).fill(movedTo);
      await page.getByRole('button', { name: texts.save }).click();

      await expect(page).toHaveURL(/\/backend\/branches$/);
      await expect(page.getByTestId(`branch-row-${identifier}`).getByRole('cell')).toHaveText([
        renamed,
        identifier,
        movedTo,
        'Ja',
        'Ja',
        /Bearbeiten/,
      ]);

      await visitor.goto('/');
      await expect(visitor.getByTestId('branch-count')).toHaveText(texts.branchesShown(total + 1, total + 1));
      await expect(visitorCard).toContainText(renamed);
      await expect(visitorCard).toContainText(`99999 ${movedTo}`);
      await expect(visitorCard).not.toContainText(city);
      // Untouched fields kept their values.
      await expect(visitorCard).toContainText('Teststraße 1');
    });

    await test.step('a second branch with the same identifier is refused', async () => {
      await page.getByRole('link', { name: texts.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.newBranchTitle })).toBeVisible();
      await page.getByLabel('Kennung', { exact: true }).fill(identifier);
      await page.getByLabel('Name', { exact: true }).fill(`${name} doppelt`);
      await page.getByRole('button', { name: texts.save }).click();

      const identifierField = page.getByLabel('Kennung', { exact: true });
      await expect(identifierField).toHaveAttribute('aria-invalid', 'true');
      // The error is read first, then the field's standing hint.
      await expect(identifierField).toHaveAccessibleDescription(new RegExp(`^${texts.unique.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // The kit's form: the message sits on its field, the form says which fields to check.
      const refusal = page.getByTestId('branch-form').getByRole('alert');
      await expect(refusal).toHaveText('Bitte die markierten Felder prüfen.');
      // A refusal (409) would be the same again: no retry is offered for it.
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/backend\/branches\/new$/);
      await snapshot(page, 'duplicate-identifier');

      // Leaving the changed form asks first (the kit's unsaved-changes guard).
      await page.getByRole('link', { name: texts.cancel }).click();
      await page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Verlassen' }).click();
      await expect(page).toHaveURL(/\/backend\/branches$/);
      await expect(page.getByTestId('branch-table').getByRole('cell', { name: identifier, exact: true })).toHaveCount(1);
    });

    await test.step('delete after confirming', async () => {
      await page.getByRole('button', { name: `${texts.delete}: ${renamed}` }).click();
      const dialog = page.getByRole('dialog', { name: texts.deleteBranchTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Soll „${renamed}“ wirklich gelöscht werden?`);
      await snapshot(page, 'delete-dialog');
      await dialog.getByRole('button', { name: texts.delete, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId(`branch-row-${identifier}`)).toHaveCount(0);
      // Still gone after loading the list again from the server.
      await page.reload();
      await expect(page.getByTestId('branch-table')).toBeVisible();
      await expect(page.getByTestId(`branch-row-${identifier}`)).toHaveCount(0);

      await visitor.goto('/');
      await expect(visitor.getByTestId('branch-count')).toHaveText(texts.branchesShown(total, total));
      await expect(visitorCard).toHaveCount(0);
    });
  } finally {
    await deleteIfPresent(page, identifier);
    await visitorContext.close();
  }
});
