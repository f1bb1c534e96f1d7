import { expect, test, type Page } from '@playwright/test';
import { snapshot } from '../support/snapshot';
import { texts } from '../support/texts';

/**
 * The public branch list at '/' (storefront.md §2.5) with the demo data: five branches
 * (Eigeltingen not public), tags, search and tag plugins on.
 */

const SEEDED = ['konstanz', 'bodman', 'eigeltingen', 'owingen', 'bambergen'];

interface PublicBranch {
  identifier: string;
}

/** What the public list holds right now (other specs may have added branches of their own). */
async function publicBranchTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/branches');
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: PublicBranch[] };
  for (const identifier of SEEDED) expect(data.map((branch) => branch.identifier)).toContain(identifier);
  return data.length;
}

const cards = (page: Page) => page.locator('[data-testid^="branch-card-"]');
const card = (page: Page, identifier: string) => page.getByTestId(`branch-card-${identifier}`);
const count = (page: Page) => page.getByTestId('branch-count');
const search = (page: Page) => page.getByRole('searchbox', { name: texts.branchSearchLabel });

/**
 * After filtering: exactly `expected` of the seeded branches are listed, and the count
 * text says how many cards there are. On the demo data alone (a fresh start) that is
 * exactly `expected.length`; on a platform where someone added branches, those may match too.
 */
async function expectListed(page: Page, total: number, expected: string[]): Promise<void> {
  for (const identifier of SEEDED) {
    if (expected.includes(identifier)) await expect(card(page, identifier)).toBeVisible();
    else await expect(card(page, identifier)).toHaveCount(0);
  }
  if (total === SEEDED.length) {
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(count(page)).toHaveText(texts.branchesShown(expected.length, total));
  } else {
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThanOrEqual(expected.length);
    await expect(count(page)).toHaveText(texts.branchesShown(shown, total));
  }
}

test.describe('branch list', () => {
  let total: number;

  test.beforeEach(async ({ page }) => {
    total = await publicBranchTotal(page);
    await page.goto('/');
    await expect(count(page)).toHaveText(texts.branchesShown(total, total));
  });

  test('shows the configured title, description and every branch with its count', async ({ page }) => {
    const config = (await (await page.request.get('/api/config')).json()) as { data: { title: string } };
    expect(config.data.title).toBe('Metzgerei Muster – Online bestellen');
    await expect(page.getByRole('heading', { level: 1, name: config.data.title })).toBeVisible();
    await expect(page.getByText('Frisches Fleisch und Wurst aus eigener Herstellung.', { exact: false })).toBeVisible();
    await expect(cards(page)).toHaveCount(total);
    for (const identifier of SEEDED) await expect(card(page, identifier)).toBeVisible();
    await expect(card(page, 'konstanz')).toContainText('Metzgerei Muster Konstanz');
    await expect(card(page, 'konstanz')).toContainText('Hussenstraße 12');
    await expect(card(page, 'konstanz')).toContainText('78462 Konstanz');
    // Open/closed state and pickup times are shown on every card.
    await expect(card(page, 'konstanz').getByTestId('branch-state')).not.toBeEmpty();
    await expect(search(page)).toHaveAttribute('placeholder', texts.branchSearchPlaceholder);
    await snapshot(page, 'branch-list');
  });

  test('searching for a zip code or a town narrows the list and the count', async ({ page }) => {
    await search(page).fill('78462');
    await expectListed(page, total, ['konstanz']);

    // A town: Owingen lists Überlingen among its keywords, Bambergen lies in Überlingen-Bambergen.
    await search(page).fill('überlingen');
    await expectListed(page, total, ['owingen', 'bambergen']);

    // Bodman by name, Bambergen by its street 'Zum Hohenbodman': the term is a part of a field.
    await search(page).fill('Bodman');
    await expectListed(page, total, ['bodman', 'bambergen']);

    // Every word has to match: zip and town together narrow, they do not widen.
    await search(page).fill('88662, Bambergen');
    await expectListed(page, total, ['bambergen']);

    await search(page).fill('');
    await expect(count(page)).toHaveText(texts.branchesShown(total, total));
    await expect(cards(page)).toHaveCount(total);
  });

  test('a term that matches nothing says so', async ({ page }) => {
    await search(page).fill('Atlantis 00000');
    // The message takes the place of the count ('0 von M' is never shown).
    await expect(page.getByText(texts.noResults, { exact: true })).toBeVisible();
    await expect(page.getByText(/Filialen werden angezeigt\./)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);

    await search(page).fill('Eigeltingen');
    await expect(page.getByText(texts.noResults, { exact: true })).toBeHidden();
    await expectListed(page, total, ['eigeltingen']);
  });

  test('tag buttons narrow the list, each further, and toggle off again', async ({ page }) => {
    const tags = page.getByRole('group', { name: texts.tagFilterLabel });
    const partyservice = tags.getByRole('button', { name: 'Partyservice', exact: true });
    const mittagstisch = tags.getByRole('button', { name: 'Mittagstisch', exact: true });
    await expect(partyservice).toHaveAttribute('aria-pressed', 'false');

    await partyservice.click();
    await expect(partyservice).toHaveAttribute('aria-pressed', 'true');
    await expectListed(page, total, ['konstanz', 'owingen']);

    await mittagstisch.click();
    await expectListed(page, total, ['konstanz']);

    await partyservice.click();
    await expect(partyservice).toHaveAttribute('aria-pressed', 'false');
    await expectListed(page, total, ['konstanz', 'bodman']);

    await mittagstisch.click();
    await expect(count(page)).toHaveText(texts.branchesShown(total, total));
  });

  test('search and tag filter combine', async ({ page }) => {
    await page.getByRole('group', { name: texts.tagFilterLabel }).getByRole('button', { name: 'Mittagstisch', exact: true }).click();
    await expectListed(page, total, ['konstanz', 'bodman']);
    // 'See' is one of Bodman's keywords.
    await search(page).fill('See');
    await expectListed(page, total, ['bodman']);
  });

  test('a public card links to /store/{identifier}', async ({ page }) => {
    const konstanz = card(page, 'konstanz');
    await expect(konstanz).toHaveAttribute('href', '/store/konstanz');
    await expect(card(page, 'bodman')).toHaveAttribute('href', '/store/bodman');
    await konstanz.click();
    await expect(page).toHaveURL(/\/store\/konstanz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Metzgerei Muster Konstanz' })).toBeVisible();
  });

  test('the non-public branch is listed, styled inactive and not selectable', async ({ page }) => {
    const eigeltingen = card(page, 'eigeltingen');
    await expect(eigeltingen).toBeVisible();
    await expect(eigeltingen).toContainText('Metzgerei Muster Eigeltingen');
    await expect(eigeltingen).toContainText(texts.branchInactive);
    await expect(eigeltingen).toHaveAttribute('aria-disabled', 'true');
    expect(await eigeltingen.getAttribute('href')).toBeNull();
    await expect(eigeltingen.getByRole('link')).toHaveCount(0);
    // Styled inactive: faded compared with a public card.
    const opacity = (locator: typeof eigeltingen) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await opacity(eigeltingen)).toBeLessThan(1);
    expect(await opacity(card(page, 'konstanz'))).toBe(1);

    await eigeltingen.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(count(page)).toBeVisible();
  });
});
