// Web vitals of the storefront as a phone loads it (issue 18): Chromium (/usr/bin/chromium),
// 390×844, cold cache, at 1× and 4× CPU slowdown, for '/', a shop page, a checkout and an
// order status page of a running platform. Per page and speed: LCP, CLS, JavaScript bytes
// as sent (and per file), request count. Prints a table, the JS files of '/', and a last
// headline line. Never fails on the figures (bench/README.md).
//
//   npx tsx bench/web-vitals.ts                        against http://localhost:8080 (npm start)
//   BENCH_BASE_URL=http://localhost:8080 BENCH_RUNS=3 npx tsx bench/web-vitals.ts
//
// The status page needs an order: one pre-order is placed at Bambergen through the public
// POST /api/orders (cash, takeaway), like the e2e journeys do. The checkout is measured with
// the cart that order's product was put in through the shop page's data (one Bratwurst).
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM, KIB, PHONE_VIEWPORT as VIEWPORT, measurePage, median, type Measurement } from './support/browser-vitals';

const BASE_URL = (process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

const measure = (browser: Browser, path: string, cpuRate: number, prepare?: (page: Page) => Promise<void>) =>
  measurePage(browser, `${BASE_URL}${path}`, cpuRate, prepare);

async function placeOrder(): Promise<{ uid: string; hash: string; productId: number; branchId: number }> {
  const list = async <T>(path: string): Promise<T[]> => ((await (await fetch(`${BASE_URL}${path}`)).json()) as { data: T[] }).data;
  const branch = (await list<{ id: number; identifier: string }>('/api/branches')).find((entry) => entry.identifier === 'bambergen');
  const product = (await list<{ id: number; name: string }>('/api/products')).find((entry) => entry.name === 'Bratwurst');
  if (!branch || !product) throw new Error('Demo-Daten fehlen: Filiale bambergen oder Produkt Bratwurst (npm start)');
  const response = await fetch(`${BASE_URL}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `bench-${Date.now().toString(36)}` },
    body: JSON.stringify({
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      items: [{ product: product.id, amount: 2, unit: 'piece', parts: [] }],
      firstName: 'Erika',
      lastName: 'Bench',
      phone: '+497551123456',
      appointmentDate: null,
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/orders: ${response.status} ${await response.text()}`);
  const { uid, hash } = ((await response.json()) as { data: { uid: string; hash: string } }).data;
  return { uid, hash, productId: product.id, branchId: branch.id };
}

/** Puts one item into the branch's cart the way the shop does: open the page, click 'Hinzufügen' on the first card. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/store/bambergen`, { waitUntil: 'networkidle' });
  const card = page.getByTestId('product-card').first();
  await card.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false))
    await dialog
      .getByRole('button', { name: /Warenkorb/ })
      .first()
      .click();
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  const health = await fetch(`${BASE_URL}/health`).catch(() => null);
  if (!health?.ok) throw new Error(`Keine Plattform unter ${BASE_URL} (erst npm start)`);
  const order = await placeOrder();
  const pages: Array<{ label: string; path: string; prepare?: (page: Page) => Promise<void> }> = [
    { label: 'Start /', path: '/' },
    { label: 'Shop /store/konstanz', path: '/store/konstanz' },
    { label: 'Checkout (bambergen)', path: '/store/bambergen/checkout', prepare: fillCart },
    { label: 'Status', path: `/status/${order.uid}/${order.hash}` },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const rows: Array<{ label: string; cpu: number } & Measurement> = [];
  try {
    for (const cpu of [1, 4]) {
      for (const entry of pages) {
        const runs: Measurement[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, entry.path, cpu, entry.prepare));
        const last = runs[runs.length - 1];
        rows.push({
          label: entry.label,
          cpu,
          lcpMs: median(runs.map((r) => r.lcpMs)),
          cls: median(runs.map((r) => r.cls)),
          jsBytes: median(runs.map((r) => r.jsBytes)),
          requests: median(runs.map((r) => r.requests)),
          jsFiles: last.jsFiles,
        });
      }
    }
  } finally {
    await browser.close();
  }

  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  const left = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`Web-Vitals gegen ${BASE_URL}, ${VIEWPORT.width}×${VIEWPORT.height}, kalter Cache, Median aus ${RUNS} Lauf/Läufen`);
  console.log(
    `${pad('Seite', 24)}${left('CPU', 5)}${left('LCP', 10)}${left('CLS', 8)}${left('JS gesendet', 14)}${left('JS-Dateien', 12)}${left('Anfragen', 10)}`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.label, 24)}${left(`${row.cpu}×`, 5)}${left(`${Math.round(row.lcpMs)} ms`, 10)}${left(row.cls.toFixed(3), 8)}` +
        `${left(`${(row.jsBytes / KIB).toFixed(1)} KiB`, 14)}${left(row.jsFiles.length, 12)}${left(row.requests, 10)}`,
    );
  }
  const home = rows.find((row) => row.label.startsWith('Start') && row.cpu === 1);
  if (home) {
    console.log(`\nJS-Dateien von / (wie gesendet)`);
    for (const file of [...home.jsFiles].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`${left(`${(file.bytes / KIB).toFixed(1)} KiB`, 12)}  ${pad(file.encoding, 6)} ${file.url}`);
    }
  }
  const at = (label: string, cpu: number) => rows.find((row) => row.label.startsWith(label) && row.cpu === cpu);
  const headline = [
    `/ JS ${((home?.jsBytes ?? 0) / KIB).toFixed(0)} KiB in ${home?.jsFiles.length ?? 0} Dateien`,
    `LCP 4× / ${Math.round(at('Start', 4)?.lcpMs ?? 0)} ms, Shop ${Math.round(at('Shop', 4)?.lcpMs ?? 0)} ms`,
    `CLS max ${Math.max(...rows.map((row) => row.cls)).toFixed(3)}`,
  ];
  console.log(`\nweb-vitals: ${headline.join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
