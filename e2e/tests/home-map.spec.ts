import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseUrlOf, StaffApi } from '../support/ordering/staff-api';

/**
 * The 3D map of the single-branch home page (storefront.md §2.6): with the home-page and
 * map plugins on, cookie consent given (the suite's storage state) and a map style
 * configured, '/' shows the first public, enabled branch with a MapLibre map, one marker
 * per public, enabled branch with coordinates, and a marker click or Enter opens the
 * route directions in a new tab.
 *
 * No map tile service is reachable here, so the style URL points at a host this test
 * answers itself (page.route): a minimal valid MapLibre style with only a background layer
 * stands in for the external service. The configuration is restored in a finally and in
 * afterAll: every other journey expects the branch list at '/'.
 */

const STYLE_URL = 'https://maps.e2e.example/styles/home.json';
const TOKEN = 'e2e-map-token';
const STYLE = {
  version: 8,
  name: 'e2e',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#d9e8c8' } }],
};

// Copied from the spec/issue, not imported from libs/i18n or the app.
const markerLabel = (name: string) => `Route zu ${name}`;
const directions = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;

interface PublicBranch {
  identifier: string;
  name: string;
  isPublic: boolean;
  isEnabled: boolean;
  latitude: number | null;
  longitude: number | null;
}

let staff: StaffApi | undefined;
let restoreConfig: (() => Promise<void>) | null = null;

async function restore(): Promise<void> {
  const undo = restoreConfig;
  restoreConfig = null;
  await undo?.();
}

test.beforeAll(async ({}, testInfo) => {
  staff = await StaffApi.login(baseUrlOf(testInfo));
});

test.afterAll(async () => {
  try {
    await restore();
  } finally {
    await staff?.dispose();
  }
});

/** The directions page is external: answered here, so only its URL matters. */
async function answerDirections(context: BrowserContext): Promise<void> {
  await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Route</title>' }));
}

async function popupOf(page: Page, open: () => Promise<void>): Promise<string> {
  const popupPromise = page.context().waitForEvent('page');
  await open();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/www\.google\.com\/maps\/dir\//);
  const url = popup.url();
  await popup.close();
  return url;
}

test('home page map: canvas, one marker per branch, marker opens the route directions', async ({ page, context }) => {
  const styleRequests: string[] = [];
  await context.route('https://maps.e2e.example/**', async (route) => {
    styleRequests.push(route.request().url());
    await route.fulfill({ contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(STYLE) });
  });
  await answerDirections(context);

  const response = await page.request.get('/api/branches');
  expect(response.ok()).toBeTruthy();
  const branches = ((await response.json()) as { data: PublicBranch[] }).data.filter((branch) => branch.isPublic && branch.isEnabled);
  // The home page shows the first public, enabled branch (the storefront's own rule).
  const home = branches[0];
  expect(home.latitude, 'the seeded first branch has coordinates').not.toBeNull();
  const located = branches.filter((branch) => branch.latitude !== null && branch.longitude !== null);
  expect(located.length).toBeGreaterThan(1);

  try {
    restoreConfig = await staff!.patchConfig({
      enablePluginHomePage: true,
      enablePluginMap: true,
      mapsStyle: STYLE_URL,
      mapsAccessToken: TOKEN,
      mapZoom: 19,
      mapPitch: 55,
      mapBearing: -85,
    });

    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-contact')).toContainText(home.name);

    const map = page.getByTestId('home-map');
    await expect(map.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
    // 'load' fired: the style came from our stand-in service and WebGL rendered it.
    await expect(page.getByTestId('home-map-view')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(page.getByTestId('home-map-error')).toHaveCount(0);
    // The configured token travels as access_token on requests to the style's host.
    expect(styleRequests.length).toBeGreaterThan(0);
    expect(new URL(styleRequests[0]).searchParams.get('access_token')).toBe(TOKEN);

    // One marker per public, enabled branch with coordinates, each a named button.
    for (const branch of located) {
      await expect(map.getByRole('button', { name: markerLabel(branch.name), exact: true })).toHaveCount(1);
    }
    await expect(map.locator('.maplibregl-marker')).toHaveCount(located.length);
    const homeMarker = map.getByRole('button', { name: markerLabel(home.name), exact: true });
    await expect(homeMarker).toHaveAttribute('aria-current', 'location');
    await expect(homeMarker).toBeVisible();
    const expected = directions(home.latitude!, home.longitude!);

    // Click opens the route directions in a new tab …
    expect(await popupOf(page, () => homeMarker.click())).toBe(expected);
    // … and so does Enter on the focused marker.
    expect(
      await popupOf(page, async () => {
        await homeMarker.focus();
        await page.keyboard.press('Enter');
      }),
    ).toBe(expected);
    // The page itself stays on the home page.
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await restore();
  }
});

test('home page map: a style that fails to load shows the German error and the map link, not a blank area', async ({ page, context }) => {
  await context.route('https://maps.e2e.example/**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'nicht da' }),
  );
  try {
    restoreConfig = await staff!.patchConfig({
      enablePluginHomePage: true,
      enablePluginMap: true,
      mapsStyle: STYLE_URL,
      mapsAccessToken: '',
    });
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const error = page.getByTestId('home-map-error');
    await expect(error).toHaveText(/Die Karte konnte nicht geladen werden\./, { timeout: 20_000 });
    await expect(error.getByRole('link', { name: 'Standort auf der Karte öffnen' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    await expect(page.getByTestId('home-map-view')).toHaveAttribute('data-state', 'failed');
  } finally {
    await restore();
  }
});

test('home page map without a tile service: the built-in style draws the branch, no request leaves the platform', async ({
  page,
}, testInfo) => {
  // The platform's host: under `npm start` the remotes are served from its other ports.
  const platformHost = new URL(baseUrlOf(testInfo)).hostname;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== platformHost) foreign.push(request.url());
  });
  try {
    // The demo configuration: map plugin on, no map style (no tile service reachable).
    restoreConfig = await staff!.patchConfig({ enablePluginHomePage: true, enablePluginMap: true, mapsStyle: '', mapsAccessToken: '' });
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const view = page.getByTestId('home-map-view');
    await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(page.getByTestId('home-map-error')).toHaveCount(0);
    await expect(view.locator('.maplibregl-marker')).not.toHaveCount(0);

    // The current branch's house is drawn in the shop colour (#8c1d18, shaded by the
    // extrusion's light): with the markers hidden, the canvas alone must hold red pixels;
    // the background and plot tones are beige.
    await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-ctrl { visibility: hidden !important; }' });
    await page.waitForTimeout(300);
    const png = await view.locator('.maplibregl-canvas').screenshot();
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      if (r > 50 && r > g * 1.8 && r > b * 1.8) red += 1;
    }
    expect(red, 'pixels of the extruded house in the shop colour').toBeGreaterThan(200);
    expect(foreign, 'requests to other hosts').toEqual([]);
  } finally {
    await restore();
  }
});
