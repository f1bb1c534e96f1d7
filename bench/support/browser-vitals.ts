// LCP, CLS and JavaScript bytes as sent of one page load in Chromium, cold cache, with a CPU
// slowdown through the DevTools protocol (Emulation.setCPUThrottlingRate). Shared by
// bench/web-vitals.ts (the storefront) and bench/website.ts (the public website).
import type { Browser, CDPSession, Page } from 'playwright';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Time after network idle (× CPU rate) for late layout shifts and LCP candidates. */
const SETTLE_MS = 2500;
export const KIB = 1024;

declare global {
  interface Window {
    /** Set by VITALS_SCRIPT in the measured page. */
    __vitals?: { lcp: number; cls: number };
  }
}

export interface Measurement {
  lcpMs: number;
  cls: number;
  jsBytes: number;
  jsFiles: Array<{ url: string; bytes: number; encoding: string }>;
  requests: number;
}

/** LCP and CLS from the page's own observers, started before any of its scripts. */
const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Bytes on the wire per request (headers + encoded body) from the DevTools protocol. */
function trackNetwork(cdp: CDPSession) {
  const byId = new Map<string, { url: string; type: string; encoding: string }>();
  const finished: Array<{ url: string; type: string; encoding: string; bytes: number }> = [];
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
    byId.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers['content-encoding'] ?? '' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = byId.get(event.requestId);
    if (response) finished.push({ ...response, bytes: event.encodedDataLength });
  });
  return { finished, count: () => requests };
}

/** One cold load of `url` in a fresh phone-sized context; `prepare` runs in that context first (e.g. to fill a cart). */
export async function measurePage(
  browser: Browser,
  url: string,
  cpuRate: number,
  prepare?: (page: Page) => Promise<void>,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.addInitScript(VITALS_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const network = trackNetwork(cdp);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS * cpuRate);
  const vitals = (await page.evaluate(() => window.__vitals)) ?? { lcp: 0, cls: 0 };
  const jsFiles = network.finished
    .filter((entry) => entry.type === 'Script')
    .map((entry) => ({ url: new URL(entry.url).pathname, bytes: entry.bytes, encoding: entry.encoding || 'none' }));
  const result = {
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    jsBytes: jsFiles.reduce((sum, file) => sum + file.bytes, 0),
    jsFiles,
    requests: network.count(),
  };
  await context.close();
  return result;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
