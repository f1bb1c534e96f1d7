import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, uniqueIdentifier } from '../support/backoffice';
import { baseUrlOf, StaffApi, undoAll } from '../support/ordering/staff-api';

/**
 * Digital signage (issue 16), one journey: an admin makes a menu-board segment for the
 * demo category 'Wurst', puts it into a new stream and assigns that stream to a new TV of
 * Konstanz; a player page opened as that TV shows the category's products and prices; a
 * price change reaches the TV within 2 seconds without a reload; 'Szene zeigen' and its
 * abort; a screenshot taken by the TV and shown in the TV overview; the TV goes offline and
 * keeps playing what it has, also after a reload without network (its service worker),
 * and comes back online by itself.
 *
 * The TV and its key are made through the API (the key is shown once); everything the
 * journey makes is deleted again and the product's price is put back.
 */

const suffix = Date.now().toString(36).slice(-5);
const segmentName = `Preistafel Wurst ${suffix}`;
const streamName = `Wursttheke ${suffix}`;
const tvName = `TV Journey ${suffix}`;
const tvIdentifier = uniqueIdentifier('tv');

type ProductRecord = { id: number; name: string; price: number } & Record<string, unknown>;
type Named = { id: number; name: string };

let staff: StaffApi;
const created: { tv?: number; stream?: number; segment?: number } = {};
let restorePrice: (() => Promise<void>) | null = null;
let deviceKey = '';

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
  const konstanz = await staff.branch('konstanz');
  const tv = await staff.send<Named>('POST', '/api/digital-signage-devices', {
    identifier: tvIdentifier,
    name: tvName,
    branch: konstanz.id,
    stream: null,
    scene: null,
    resolution: { width: 1280, height: 720 },
    orientation: 'landscape',
  });
  created.tv = tv.id;
  deviceKey = (await staff.send<{ key: string }>('POST', `/api/digital-signage-devices/${tv.id}/key`, {})).key;
});

test.afterAll(async () => {
  try {
    // undoAll runs the last first: the price back, then the TV, its stream, the segment.
    await undoAll([
      created.segment ? () => staff.remove(`/api/digital-signage-segments/${created.segment}`) : null,
      created.stream ? () => staff.remove(`/api/digital-signage-streams/${created.stream}`) : null,
      created.tv ? () => staff.remove(`/api/digital-signage-devices/${created.tv}`) : null,
      restorePrice,
    ]);
  } finally {
    await staff?.dispose();
  }
});

/** '19,90' for 19.9 (how the board writes a price, before ' €'). */
const priceText = (price: number) => price.toFixed(2).replace('.', ',');

async function tvRow(page: Page) {
  await page.goto('/backend/signage/tvs');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(tvName);
  const row = page.getByTestId('tv-table-row').filter({ hasText: tvName });
  await expect(row).toHaveCount(1);
  return row;
}

test('a live menu board on a TV: price change within 2 s, show scene and abort, screenshot in the back office, offline playing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);

  await test.step('the admin makes a menu-board segment for Wurst', async () => {
    await page.goto('/backend/signage/segments/new');
    await page.getByLabel('Name', { exact: true }).fill(segmentName);
    await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Preistafel' });
    await page.getByLabel('Dauer (Sekunden)').fill('20');
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Wurst' });
    await page.getByTestId('form-save').click();
    await expect(page).toHaveURL(/\/backend\/signage\/segments$/);
    const segments = await staff.get<Named[]>('/api/digital-signage-segments');
    created.segment = segments.find((segment) => segment.name === segmentName)?.id;
    expect(created.segment).toBeTruthy();
  });

  await test.step('puts it into a stream (the preview shows it) and assigns the stream to the TV', async () => {
    await page.goto('/backend/signage/streams/new');
    await page.getByLabel('Name', { exact: true }).fill(streamName);
    await page.getByRole('button', { name: 'Filmsequenz hinzufügen' }).click();
    await page.getByLabel('Filmsequenz 1', { exact: true }).selectOption({ label: segmentName });
    await expect(page.getByTestId('stream-preview-screen')).toContainText('Wurst');
    await page.getByTestId('form-save').click();
    await expect(page).toHaveURL(/\/backend\/signage\/streams$/);
    const streams = await staff.get<Named[]>('/api/digital-signage-streams');
    created.stream = streams.find((stream) => stream.name === streamName)?.id;
    expect(created.stream).toBeTruthy();

    await page.goto(`/backend/signage/tvs/${created.tv}`);
    await page.getByLabel('Stream', { exact: true }).selectOption({ label: streamName });
    await page.getByTestId('form-save').click();
    await expect(page).toHaveURL(/\/backend\/signage\/tvs$/);
  });

  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  // The slide on screen (during a cross-fade the previous one is still below it for a moment).
  const onScreen = tv.getByTestId('signage-slide');
  try {
    const product = await test.step('a player opened as that TV shows the products and prices', async () => {
      await tv.goto(`/signage/${tvIdentifier}/${deviceKey}`);
      const board = onScreen.getByTestId('menu-board');
      await expect(board).toBeVisible({ timeout: 15_000 });
      const first = board.getByTestId('menu-board-product').filter({ hasNotText: 'ausverkauft' }).first();
      const name = (await first.locator('span').first().textContent())?.trim() ?? '';
      const found = (await staff.get<ProductRecord[]>(`/api/products?q=${encodeURIComponent(name)}`)).find((p) => p.name === name);
      expect(found, `product ${name}`).toBeTruthy();
      await expect(first).toContainText(`${priceText(found!.price)} €`);
      return found!;
    });

    await test.step('the admin changes the price: the TV shows it within 2 seconds', async () => {
      const { id, ...original } = await staff.get<ProductRecord>(`/api/products/${product.id}`);
      const newPrice = Math.round((original.price + 1.11) * 100) / 100;
      restorePrice = async () => {
        const { id: _id, ...current } = await staff.get<ProductRecord>(`/api/products/${id}`);
        await staff.send('PUT', `/api/products/${id}`, { ...current, price: original.price });
      };
      await staff.send('PUT', `/api/products/${id}`, { ...original, price: newPrice });
      await expect(onScreen.getByTestId('menu-board-product').filter({ hasText: product.name }).first()).toContainText(
        `${priceText(newPrice)} €`,
        { timeout: 2_000 },
      );
    });

    await test.step("'Szene zeigen' shows the scene on the TV, 'Abbrechen' brings the menu board back", async () => {
      const row = await tvRow(page);
      await row.getByLabel('Szene', { exact: true }).selectOption({ label: 'Willkommen' });
      await row.getByRole('button', { name: 'Szene zeigen' }).click();
      await expect(onScreen.getByText('Herzlich willkommen!')).toBeVisible({ timeout: 10_000 });
      await expect(row.getByTestId('tv-command-state')).toContainText(/Szene zeigen: (wartet|läuft)/);
      await row.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(row.getByTestId('tv-command-state')).toContainText('Szene zeigen: abgebrochen');
      await expect(onScreen.getByTestId('menu-board')).toBeVisible({ timeout: 10_000 });
    });

    await test.step('a screenshot taken by the TV appears in the TV overview', async () => {
      const row = await tvRow(page);
      await row.getByRole('button', { name: 'Bildschirmfoto' }).click();
      await expect(row.getByTestId('tv-command-state')).toContainText('Bildschirmfoto: erledigt', { timeout: 15_000 });
      const shot = row.getByRole('img', { name: `Bildschirmfoto von ${tvName}` });
      await expect(shot).toBeVisible({ timeout: 10_000 });
      await expect.poll(() => shot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('offline, the TV keeps playing what it has and reconnects when the network is back', async () => {
      await tvContext.setOffline(true);
      await expect(tv.getByTestId('signage-player')).toHaveAttribute('data-offline', 'true', { timeout: 60_000 });
      // Longer than the segment's 20 s: the playlist keeps running from what the TV holds.
      await tv.waitForTimeout(25_000);
      await expect(onScreen.getByTestId('menu-board')).toBeVisible();
      await expect(onScreen.getByTestId('menu-board-product').filter({ hasText: product.name }).first()).toBeVisible();
      // A TV that restarts while the network is down: its service worker (served by the
      // gateway's origin also under npm start) answers the page, the app and the playlist.
      await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
      await tv.reload();
      await expect(onScreen.getByTestId('menu-board')).toBeVisible({ timeout: 30_000 });
      await expect(onScreen.getByTestId('menu-board-product').filter({ hasText: product.name }).first()).toBeVisible();
      await tvContext.setOffline(false);
      await expect(tv.getByTestId('signage-player')).toHaveAttribute('data-offline', 'false', { timeout: 30_000 });
    });
  } finally {
    await tvContext.close();
  }
});
