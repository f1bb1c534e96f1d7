import { DateTime } from 'luxon';
import { STATISTICS_TIME_ZONE, type AnalyticsLogEntry } from '@asp/contracts';
import { seedOnce, type ServiceContext, type Trx } from '@asp/server-kit';
import { recordVisit } from './log-store';
import { countOrder } from './statistics/order-statistics';

/** Any constant: serialises concurrent seeders of the same database. */
const SEED_LOCK = 3_007_017;
const DAYS = 28;

/** A small deterministic generator, so every demo start shows the same figures. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const SCREENS = [
  [1920, 1080, 1],
  [390, 844, 3],
  [412, 915, 2.625],
  [1440, 900, 2],
  [1366, 768, 1],
] as const;
const REFERRERS = [
  '',
  '',
  '',
  'https://www.google.com/',
  'https://www.instagram.com/',
  'https://www.facebook.com/',
  'https://maps.google.com/',
];
const PAGES = ['/', '/shop/konstanz', '/shop/bodman', '/news', '/jobs', '/filialen', '/kontakt'];
const PRODUCTS = [
  { id: 9001, name: 'Bratwurst', price: 1.6 },
  { id: 9002, name: 'Leberkäse-Brötchen', price: 2.9 },
  { id: 9003, name: 'Rinderhüfte (kg)', price: 32.9 },
  { id: 9004, name: 'Schweinenacken (kg)', price: 12.5 },
  { id: 9005, name: 'Fleischkäse (kg)', price: 14.9 },
  { id: 9006, name: 'Maultaschen', price: 6.8 },
];
/** Demo order ids far above the orders service's, so they never meet a real order. */
const FIRST_DEMO_ORDER = 900_000_000;

/** Visits of the last four weeks: more in the evening and at weekends, a few pages each. */
async function seedVisits(trx: Trx, today: DateTime, random: ReturnType<typeof generator>): Promise<void> {
  for (let back = DAYS; back >= 1; back--) {
    const day = today.minus({ days: back });
    const visits = (day.weekday >= 6 ? 70 : 45) + random.int(0, 20);
    for (let visit = 0; visit < visits; visit++) {
      const at = day.set({ hour: random.pick([7, 9, 11, 12, 12, 17, 18, 19, 20, 21]), minute: random.int(0, 59) });
      const agent = random.pick(AGENTS);
      const [width, height, pixelRatio] = random.pick(SCREENS);
      const entries: AnalyticsLogEntry[] = [
        {
          type: 'init',
          category: 'device',
          action: 'init',
          data: { referrer: random.pick(REFERRERS), screenWidth: width, screenHeight: height, pixelRatio, darkMode: random.next() < 0.3 },
        },
        ...Array.from({ length: random.int(1, 4) }, (): AnalyticsLogEntry => {
          const path = random.pick(PAGES);
          return { type: 'pageview', category: 'page', action: path, data: { path } };
        }),
      ];
      if (random.next() < 0.1) entries.push({ type: 'event', category: 'form', action: 'Submit: Kontakt' });
      await recordVisit(trx, {
        entries,
        visitorHash: `demo-${back}-${visit}`,
        sessionHash: `demo-session-${back}-${visit}`,
        userAgent: agent,
        receivedAt: at.toJSDate(),
        ownHost: 'localhost',
      });
    }
  }
}

/** Orders of the last four weeks over the three demo branches; about one in twenty cancelled. */
async function seedOrders(trx: Trx, today: DateTime, random: ReturnType<typeof generator>): Promise<void> {
  let id = FIRST_DEMO_ORDER;
  for (let back = DAYS; back >= 1; back--) {
    const day = today.minus({ days: back });
    if (day.weekday === 7) continue;
    for (let count = (day.weekday === 6 ? 18 : 10) + random.int(0, 8); count > 0; count--) {
      const items = Array.from({ length: random.int(1, 4) }, () => {
        const product = random.pick(PRODUCTS);
        const amount = random.int(1, 3);
        return { product: { id: product.id, name: product.name }, amount, gross: Math.round(product.price * amount * 100) / 100 };
      });
      const isDelivery = random.next() < 0.25;
      const isDineIn = !isDelivery && random.next() < 0.2;
      const canceled = random.next() < 0.05;
      await countOrder(trx, {
        id: id++,
        data: {
          branch: { id: random.pick([1, 1, 2, 3]) },
          isDelivery,
          isDineIn,
          isCanceled: canceled,
          isRejected: false,
          totals: { totalGross: Math.round(items.reduce((sum, item) => sum + item.gross, 0) * 100) / 100 },
          createdAt: day
            .set({ hour: random.pick([8, 9, 10, 11, 11, 12, 16, 17]), minute: random.int(0, 59) })
            .toUTC()
            .toISO()!,
          items,
        },
      });
    }
  }
}

/**
 * Demo statistics (npm start): four weeks of visits (made-up visitor hashes, never
 * addresses) and of orders (ids from 900 000 000 on, only in the statistics' roll-ups),
 * so the dashboard is not empty. Real orders and working time arrive as events.
 */
export async function seedDemoStatistics(ctx: ServiceContext): Promise<void> {
  const today = DateTime.now().setZone(STATISTICS_TIME_ZONE).startOf('day');
  await seedOnce(ctx, {
    name: 'analytics',
    lock: SEED_LOCK,
    tables: ['analytics_log'],
    async seed(trx) {
      await seedVisits(trx, today, generator(17));
      await seedOrders(trx, today, generator(42));
    },
  });
}
