import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { catalogEvents, defaultConfig, uploadUrl, type Config, type ConfigFile } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { gatewayWith } from './helpers';

/**
 * The installed app is the shop's (issue 18): GET /manifest.webmanifest and its PNG icons
 * come from the configuration (fake catalogue and content services behind the gateway,
 * a NATS of its own for the config events).
 */
const LOGO: ConfigFile = { id: 41, version: 2, extension: 'png', publicHash: 'a1b2c3d4e5f6a7b8c9d0e1' };
const LOGO_BLUE = { r: 0, g: 0, b: 255 };

let nats: TestNatsServer;
let nc: NatsConnection;
let catalog: FastifyInstance;
let content: FastifyInstance;
let config: Config;
let logoRequests = 0;
let gateway: FastifyInstance;

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connect({ servers: nats.url });
  config = { ...defaultConfig(), shopName: 'Metzgerei Muster', primaryColor: '#8c1d18', logo: LOGO };
  // A wide, opaque logo (4:1), so the safe zone of the maskable icon is visible in its pixels.
  const logoPng = await sharp({ create: { width: 400, height: 100, channels: 4, background: { ...LOGO_BLUE, alpha: 1 } } })
    .png()
    .toBuffer();
  catalog = Fastify();
  catalog.get('/api/config', async () => ({ data: config }));
  content = Fastify();
  content.get(uploadUrl(LOGO), async (_request, reply) => {
    logoRequests += 1;
    return reply.type('image/png').send(logoPng);
  });
  await Promise.all([catalog.listen({ host: '127.0.0.1', port: 0 }), content.listen({ host: '127.0.0.1', port: 0 })]);
  ({ app: gateway } = await gatewayWith({ CATALOG_URL: urlOf(catalog), CONTENT_URL: urlOf(content), NATS_URL: nats.url }));
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([catalog?.close(), content?.close()]);
  await nc?.drain();
  await nats?.stop();
});

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}
const manifest = async () => {
  const response = await gateway.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  return { response, body: response.json<Manifest>() };
};

/** The catalogue saved a new configuration: what its outbox relay announces. */
async function configChanged(change: Partial<Config>): Promise<void> {
  config = { ...config, ...change };
  const envelope = { id: crypto.randomUUID(), subject: catalogEvents.config.updated.subject, version: 1, payload: { data: config } };
  nc.publish(catalogEvents.config.updated.subject, JSON.stringify(envelope));
  await nc.flush();
}

/** The icon's pixels, RGBA row by row. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return { r: data[i], g: data[i + 1], b: data[i + 2] };
  };
  return { width: info.width, height: info.height, at };
}
const isLogo = ({ r, g, b }: { r: number; g: number; b: number }) => b > 200 && r < 60 && g < 60;
const hex = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

it("carries the shop's name, a short label, the configured colour and three PNG icons; revalidated with a strong ETag", async () => {
  const { response, body } = await manifest();
  expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  expect(body).toMatchObject({
    name: 'Metzgerei Muster',
    short_name: 'Muster',
    lang: 'de',
    start_url: '/',
    display: 'standalone',
    theme_color: '#8c1d18',
    background_color: '#8c1d18',
  });
  expect(body.icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual([
    { sizes: '192x192', type: 'image/png', purpose: 'any' },
    { sizes: '512x512', type: 'image/png', purpose: 'any' },
    { sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);

  const again = await gateway.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'if-none-match': response.headers.etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(response.headers.etag);
});

it('draws the icons from the logo on the theme colour, the maskable one inside the safe zone', async () => {
  const { body } = await manifest();
  for (const icon of body.icons) {
    const response = await gateway.inject({ method: 'GET', url: icon.src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
    const meta = await sharp(response.rawPayload).metadata();
    expect({ format: meta.format, size: `${meta.width}x${meta.height}` }).toEqual({ format: 'png', size: icon.sizes });

    const image = await pixels(response.rawPayload);
    expect(hex(image.at(0, 0))).toBe('#8c1d18');
    expect(isLogo(image.at(image.width / 2, image.height / 2))).toBe(true);
    // How far the logo reaches from the centre, and how wide it is.
    let reach = 0;
    let left = image.width;
    let right = 0;
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        if (!isLogo(image.at(x, y))) continue;
        reach = Math.max(reach, Math.hypot(x + 0.5 - image.width / 2, y + 0.5 - image.height / 2));
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    if (icon.purpose === 'maskable') {
      // Launchers show only the centre circle of 80 % of the side; the logo fills it without leaving it.
      expect(reach).toBeLessThanOrEqual(image.width * 0.4 + 1);
      expect(right - left + 1).toBeGreaterThan(image.width * 0.74);
    } else {
      expect(right - left + 1).toBeGreaterThan(image.width * 0.78);
      expect(left).toBeGreaterThanOrEqual(image.width * 0.09);
    }
  }
  const cached = await gateway.inject({ method: 'GET', url: body.icons[0].src });
  const revalidated = await gateway.inject({ method: 'GET', url: body.icons[0].src, headers: { 'if-none-match': cached.headers.etag } });
  expect(revalidated.statusCode).toBe(304);
});

it('follows a changed configuration: new name, colour, ETag and icon URLs; without a logo the initial', async () => {
  const before = await manifest();
  const requestsBefore = logoRequests;
  await manifest();
  expect(logoRequests).toBe(requestsBefore); // drawn once per configuration version

  await configChanged({ shopName: 'Fleischerei Hansen', primaryColor: '#FFD800', logo: null });
  const after = await waitFor(async () => {
    const current = await manifest();
    return current.body.name === 'Fleischerei Hansen' ? current : undefined;
  }, 15_000).then((found) => found!);
  expect(after.body).toMatchObject({ short_name: 'Hansen', theme_color: '#ffd800', background_color: '#ffd800' });
  expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
  expect(after.body.icons[0].src).not.toBe(before.body.icons[0].src);
  const old = await gateway.inject({
    method: 'GET',
    url: '/manifest.webmanifest',
    headers: { 'if-none-match': before.response.headers.etag },
  });
  expect(old.statusCode).toBe(200);

  // No logo: the shop's initial in black (it reads better on yellow) on the theme colour.
  const maskable = await gateway.inject({ method: 'GET', url: after.body.icons[2].src });
  const image = await pixels(maskable.rawPayload);
  expect(hex(image.at(5, 5))).toBe('#ffd800');
  let ink = 0;
  for (let y = 0; y < image.height; y += 4) {
    for (let x = 0; x < image.width; x += 4) {
      const { r, g, b } = image.at(x, y);
      if (r + g + b < 100) {
        ink += 1;
        expect(Math.hypot(x - image.width / 2, y - image.height / 2)).toBeLessThanOrEqual(image.width * 0.4);
      }
    }
  }
  expect(ink).toBeGreaterThan(200);
});

it('answers an unknown icon with the German 404', async () => {
  for (const url of ['/app-icons/0123456789abcdef/icon-64.png', '/app-icons/nicht-hex/icon-192.png']) {
    const response = await gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: validationTexts.routeNotFound }] });
  }
});

it('says the service is unavailable (German 503) while the configuration was never readable', async () => {
  const { app } = await gatewayWith({ CATALOG_URL: 'http://127.0.0.1:9', CONTENT_URL: 'http://127.0.0.1:9', NATS_URL: nats.url });
  try {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: [{ message: validationTexts.serviceUnavailable }] });
  } finally {
    await app.close();
  }
});
