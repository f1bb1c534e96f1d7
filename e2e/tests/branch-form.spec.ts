import { expect, test } from '@playwright/test';
import { loginAsAdmin, uniqueIdentifier } from '../support/backoffice';
import { branchFormTexts as t, createTag, deleteWhere, previewLines, section } from '../support/branch-form';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';

/**
 * The complete branch form: a branch created with its own opening hours, a delivery area
 * and a tag is open on the public list and found by its tag and keyword; closing its
 * hours in the form closes it there. Nested server errors mark their input.
 */
test('a branch with opening hours, delivery area and tag; open, filtered, then closed', async ({ page, browser }) => {
  const identifier = uniqueIdentifier('e2e-form');
  const suffix = identifier.slice(9);
  const name = `E2E Formular ${suffix}`;
  const keyword = `stichwort${suffix.replace(/-/g, '')}`;
  const tagName = `E2E Tag ${suffix}`;
  const closedMessage = `Betriebsferien ${suffix}`;

  const visitorContext = await browser.newContext({ storageState: test.info().project.use.storageState });
  const visitor = await visitorContext.newPage();
  const card = visitor.getByTestId(`branch-card-${identifier}`);
  const count = visitor.getByTestId('branch-count');

  await loginAsAdmin(page);
  try {
    await createTag(page, tagName);

    await test.step('create with hours open around the clock, a delivery area and a tag', async () => {
      await page.goto('/backend/branches/new');
      await expect(page.getByRole('heading', { level: 1, name: texts.newBranchTitle })).toBeVisible();
      // A new branch starts with usable opening hours.
      expect(await previewLines(page, 'openingHours')).toEqual([
        'Montag - Freitag: 08:00 - 18:00 Uhr',
        'Samstag: 08:00 - 13:00 Uhr',
        'Sonntag: geschlossen',
      ]);

      await page.getByLabel('Kennung', { exact: true }).fill(identifier);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Straße', { exact: true }).fill('Formularweg 2');
      await page.getByLabel('PLZ', { exact: true }).fill('99998');
      await page.getByLabel('Ort', { exact: true }).fill(`Formstadt ${suffix}`);
      await page.getByLabel(t.keywords, { exact: true }).fill(keyword);
      await section(page, t.tags).getByRole('checkbox', { name: tagName, exact: true }).check();

      // Replace the default week by one daily rule; the weekday rules would overwrite it.
      const hours = section(page, t.openingHours);
      for (let rule = 7; rule >= 1; rule--) await hours.getByRole('button', { name: t.removeRule(rule), exact: true }).click();
      await expect(hours.getByRole('group', { name: t.rule(1), exact: true })).toHaveCount(0);
      await hours.getByRole('button', { name: t.addRule }).click();
      const rule = section(hours, t.rule(1));
      // The new rule's first input has the focus (keyboard users continue there).
      await expect(rule.getByLabel(t.ruleType)).toBeFocused();
      await rule.getByLabel(t.ruleType).selectOption({ label: t.daily });
      await rule.getByLabel(t.from, { exact: true }).fill('00:00');
      await rule.getByLabel(t.to, { exact: true }).fill('23:59');
      expect(await previewLines(page, 'openingHours')).toEqual(['Montag - Sonntag: 00:00 - 23:59 Uhr']);

      await section(page, t.orderTypes).getByLabel('Lieferung', { exact: true }).check();
      const areas = section(page, t.deliveryAreas);
      await areas.getByRole('button', { name: t.addArea }).click();
      const area = section(areas, t.area(1));
      await expect(area.getByLabel(t.areaName, { exact: true })).toBeFocused();
      await area.getByLabel(t.areaName, { exact: true }).fill(`99998 Formstadt`);
      await area.getByLabel(t.price, { exact: true }).fill('3,50');
      await area.getByLabel(t.minimumOrderValue, { exact: true }).fill('-5');
      await page.getByRole('button', { name: texts.save }).click();

      // The server refuses the negative amount at deliveryAreas[0].minimumOrderValue: that input is marked and focused.
      const minimum = area.getByLabel(t.minimumOrderValue, { exact: true });
      await expect(minimum).toHaveAttribute('aria-invalid', 'true');
      await expect(minimum).toHaveAccessibleDescription(t.tooSmall(0));
      await expect(minimum).toBeFocused();
      await expect(page).toHaveURL(/\/backend\/branches\/new$/);
      await snapshot(page, 'nested-server-error');

      await minimum.fill('20');
      await expect(minimum).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\/backend\/branches$/);
      await expect(page.getByTestId(`branch-row-${identifier}`)).toBeVisible();
    });

    await test.step('the public list shows it open and finds it by tag and keyword', async () => {
      await visitor.goto('/');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('branch-state')).toHaveText(/^Geöffnet bis \d\d:\d\d$/);
      await expect(count).toHaveText(/^(\d+) von \1 Filialen werden angezeigt\.$/);

      const tagButton = visitor.getByRole('group', { name: texts.tagFilterLabel }).getByRole('button', { name: tagName, exact: true });
      await tagButton.click();
      await expect(tagButton).toHaveAttribute('aria-pressed', 'true');
      await expect(visitor.locator('[data-testid^="branch-card-"]')).toHaveCount(1);
      await expect(card).toBeVisible();
      await expect(count).toHaveText(/^1 von \d+ Filialen werden angezeigt\.$/);
      await tagButton.click();

      await visitor.getByRole('searchbox', { name: texts.branchSearchLabel }).fill(keyword);
      await expect(visitor.locator('[data-testid^="branch-card-"]')).toHaveCount(1);
      await expect(card).toBeVisible();
    });

    await test.step('edit: hours, delivery area and tag were stored; closing the rule closes the branch', async () => {
      await page.getByRole('link', { name: `${texts.edit}: ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.editBranchTitle })).toBeVisible();
      const rule = section(section(page, t.openingHours), t.rule(1));
      await expect(rule.getByLabel(t.ruleType)).toHaveValue('daily');
      await expect(rule.getByLabel(t.to, { exact: true })).toHaveValue('23:59');
      const area = section(section(page, t.deliveryAreas), t.area(1));
      await expect(area.getByLabel(t.price, { exact: true })).toHaveValue('3,50');
      await expect(area.getByLabel(t.minimumOrderValue, { exact: true })).toHaveValue('20,00');
      await expect(section(page, t.tags).getByRole('checkbox', { name: tagName, exact: true })).toBeChecked();

      await rule.getByLabel(t.closed, { exact: true }).check();
      await expect(rule.getByLabel(t.from, { exact: true })).toBeDisabled();
      expect(await previewLines(page, 'openingHours')).toEqual(['Montag - Sonntag: geschlossen']);
      await page.getByLabel(t.closedMessage, { exact: true }).fill(closedMessage);
      await snapshot(page, 'branch-form-closed');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\/backend\/branches$/);

      await visitor.goto('/');
      await expect(card.getByTestId('branch-state')).toHaveText('Geschlossen');
      await expect(card.getByTestId('branch-shift')).toHaveText(closedMessage);
    });
  } finally {
    await deleteWhere(page, '/api/branches', (branch) => branch.identifier === identifier);
    await deleteWhere(page, '/api/tags', (tag) => tag.name === tagName);
    await visitorContext.close();
  }
});

test('the form checks what it cannot send and marks the nested input', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/backend/branches/new');
  // Identifier and name filled: the first wrong input (which gets the focus) is the nested one.
  await page.getByLabel('Kennung', { exact: true }).fill(uniqueIdentifier('fokus'));
  await page.getByLabel('Name', { exact: true }).fill('Fokus');
  const rule = section(section(page, t.openingHours), t.rule(2));
  await rule.getByLabel(t.to, { exact: true }).fill('');
  await page.getByRole('button', { name: texts.save }).click();
  const to = rule.getByLabel(t.to, { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(t.blank);
  await expect(to).toBeFocused();
  await expect(page).toHaveURL(/\/backend\/branches\/new$/);
  // Typing there takes the mark away again.
  await to.fill('17:00');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
});
