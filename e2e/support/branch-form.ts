import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The labels of the back-office branch form (libs/i18n backoffice-branch.ts, ours), copied
 * letter for letter, plus helpers for its rule and delivery-area editors.
 */
export const branchFormTexts = {
  keywords: 'Suchbegriffe',
  tags: 'Tags',
  openingHours: 'Öffnungszeiten',
  orderTypes: 'Bestellarten',
  deliveryAreas: 'Liefergebiete',
  rule: (number: number) => `Regel ${number}`,
  removeRule: (number: number) => `Regel ${number} entfernen`,
  addRule: 'Regel hinzufügen',
  ruleType: 'Gilt für',
  daily: 'Täglich',
  from: 'Von',
  to: 'Bis',
  closed: 'Geschlossen',
  area: (number: number) => `Liefergebiet ${number}`,
  addArea: 'Liefergebiet hinzufügen',
  areaName: 'Gebiet',
  price: 'Liefergebühr',
  minimumOrderValue: 'Mindestbestellwert',
  closedMessage: 'Hinweis, solange die Filiale geschlossen ist',
  // The server's messages (document 1 §5), quoted as in the issue.
  tooSmall: (limit: number) => `Dieser Wert sollte größer oder gleich ${limit} sein.`,
  blank: 'Dieser Wert sollte nicht leer sein.',
} as const;

/** A fieldset of the form by its legend. */
export const section = (page: Page | Locator, legend: string): Locator => page.getByRole('group', { name: legend, exact: true });

/** The opening-hours preview rows as 'days: hours' texts. */
export async function previewLines(page: Page, field: 'openingHours' | 'deliveryHours'): Promise<string[]> {
  const preview = page.getByTestId(`branch-${field}-preview`);
  await expect(preview).toBeVisible();
  return preview
    .locator('div')
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`));
}

/** Creates a tag through the API as the signed-in admin (the page's session and CSRF cookie). */
export async function createTag(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/tags', { data: { name }, headers: { 'X-CSRF-Token': await csrf(page) } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Deletes a record this spec created (whatever step failed), by resource path and predicate. */
export async function deleteWhere(page: Page, path: string, matches: (record: Record<string, unknown>) => boolean): Promise<void> {
  const list = await page.request.get(path);
  if (!list.ok()) return;
  const records = ((await list.json()) as { data: Array<Record<string, unknown>> }).data.filter(matches);
  for (const record of records) await page.request.delete(`${path}/${record.id}`, { headers: { 'X-CSRF-Token': await csrf(page) } });
}

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'asp_csrf')?.value ?? '';
}
