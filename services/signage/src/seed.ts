import {
  sceneInputSchema,
  segmentInputSchema,
  signageDeviceInputSchema,
  signageEvents,
  streamInputSchema,
  type SegmentInput,
} from '@asp/contracts';
import { insertResourceRecord, seedOnce, type ServiceContext, type Trx } from '@asp/server-kit';
import { rotateDeviceKey } from './device-keys';
import { TABLES } from './tables';

/** Any constant: serialises concurrent seeders of the same database. */
const SEED_LOCK = 3_006_001;
/** The catalog's demo data creates Konstanz first (branch 1) and 'Wurst' as its third category. */
const DEMO_BRANCH = 1;
const DEMO_WURST_CATEGORY = 3;

/**
 * The demo TVs and their fixed device keys. infra/dev/start.mjs prints the same player
 * addresses (`/signage/{identifier}/{key}`) with the other demo logins: keep both in step.
 * Demo keys are known to everyone — a real TV gets a random key from 'Schlüssel erzeugen'.
 */
export const DEMO_TVS = [
  { identifier: 'tv-konstanz-theke', name: 'TV Theke Konstanz', key: 'demo-tv-theke-k7Qm2xP9' },
  { identifier: 'tv-konstanz-fenster', name: 'TV Schaufenster Konstanz', key: 'demo-tv-fenster-R4vN8sL2' },
] as const;

const DEMO_SEGMENTS: SegmentInput[] = [
  {
    name: 'Menütafel Wurst',
    kind: 'menu-board',
    duration: 20,
    menuBoard: { category: DEMO_WURST_CATEGORY, layout: 'list', title: 'Unsere Wurstspezialitäten', showSoldOut: true },
  },
  {
    name: 'Wochenangebot',
    kind: 'image',
    duration: 10,
    url: 'https://images.unsplash.com/photo-1607623814075-e51df1bdc82f?w=1920',
  },
  {
    name: 'Frühstück bis 11 Uhr',
    kind: 'html',
    duration: 10,
    html: '<h2>Frühstück</h2><p>Leberkäsweckle und Kaffee – montags bis samstags bis 11 Uhr.</p>',
    schedule: { days: [1, 2, 3, 4, 5, 6], windows: [{ from: '06:00', to: '11:00' }], from: null, to: null },
  },
];

/**
 * Demo signage (issue 16): a menu board of the catalogue's 'Wurst' category, an image and
 * a breakfast slide (mornings only) in one stream; a welcome scene; two TVs in Konstanz
 * playing the stream, with the fixed keys above. Runs only on an empty database.
 */
export async function seedDemoSignage(ctx: ServiceContext): Promise<void> {
  await seedOnce(ctx, {
    name: 'signage',
    lock: SEED_LOCK,
    tables: [TABLES.devices, TABLES.segments],
    async seed(trx: Trx) {
      const segments: number[] = [];
      for (const segment of DEMO_SEGMENTS) {
        segments.push(await insertResourceRecord(trx, TABLES.segments, segmentInputSchema, segment, signageEvents.segment));
      }
      const stream = await insertResourceRecord(
        trx,
        TABLES.streams,
        streamInputSchema,
        { name: 'Theke Konstanz', entries: segments.map((segment) => ({ segment, schedule: null })) },
        signageEvents.stream,
      );
      const scene = await insertResourceRecord(
        trx,
        TABLES.scenes,
        sceneInputSchema,
        {
          path: 'willkommen',
          name: 'Willkommen',
          content: { html: '<h2>Herzlich willkommen!</h2><p>Schön, dass Sie da sind.</p>', segments: [], duration: 10 },
        },
        signageEvents.scene,
      );
      for (const tv of DEMO_TVS) {
        const id = await insertResourceRecord(
          trx,
          TABLES.devices,
          signageDeviceInputSchema,
          { identifier: tv.identifier, name: tv.name, branch: DEMO_BRANCH, stream, scene },
          signageEvents.device,
          { identifier: tv.identifier },
        );
        await rotateDeviceKey(trx, id, tv.key);
      }
    },
  });
}
