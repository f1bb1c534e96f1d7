import { expect, test } from '@playwright/test';
import { loginAsAdmin } from '../support/backoffice';
import { texts } from '../support/texts';

/** Keyboard use of the back office (DESIGN.md §9): dialogs trap focus and Escape closes them. */

test('Escape closes the delete confirmation without deleting, focus goes back', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/backend/branches');
  const row = page.getByTestId('branch-row-bambergen');
  await expect(row).toBeVisible();

  // Opened from the keyboard.
  const deleteButton = page.getByRole('button', { name: `${texts.delete}: Metzgerei Muster Bambergen` });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.deleteBranchTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Soll „Metzgerei Muster Bambergen“ wirklich gelöscht werden?');

  // Focus moved into the dialog and Tab keeps it there.
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toBeVisible();

  // Nothing was deleted: the server still has it.
  await page.reload();
  await expect(page.getByTestId('branch-row-bambergen')).toBeVisible();

  // The dialog opens again after Escape (its state was reset, not stuck).
  await page.getByRole('button', { name: `${texts.delete}: Metzgerei Muster Bambergen` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.cancel }).click();
  await expect(dialog).toBeHidden();
});
