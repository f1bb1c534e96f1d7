import { randomUUID } from 'node:crypto';
import { uploadTexts } from '@asp/i18n';
import { readContentOptions } from '../src/config';
import { dataUrl, errorsOf, makePng, startContent, type Harness } from './helpers';

const png = makePng();
// Three uploads or 2.5 PNGs' worth of bytes per client and hour.
const quota = { maxUploads: 3, maxBytes: Math.floor(png.length * 2.5), windowMs: 60 * 60_000 };

let h: Harness;
beforeAll(async () => {
  h = await startContent({}, { quota: { ...readContentOptions({}).quota, ...quota, keyPrefix: `test-${randomUUID()}:upload-quota` } });
});
afterAll(() => h?.close());

let nextClient = 1;
/** A client address of its own per test (the gateway puts it into x-forwarded-for). */
const newClient = () => `198.51.100.${nextClient++}`;
const uploadFrom = (ip: string, bytes: Buffer = png, headers: Record<string, string> = {}) =>
  h.call({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'x-forwarded-for': ip, ...headers },
    payload: { data: dataUrl('image/png', bytes), name: 'logo.png' },
  });

describe('upload quota per client', () => {
  it('refuses the upload after the byte quota with 429, the German message and Retry-After', async () => {
    const ip = newClient();
    expect((await uploadFrom(ip)).statusCode).toBe(201);
    expect((await uploadFrom(ip)).statusCode).toBe(201);
    const before = await h.service.ctx.db.selectFrom('uploads').select('id').execute();

    const refused = await uploadFrom(ip);
    expect(refused.statusCode).toBe(429);
    expect(errorsOf(refused)).toEqual([{ message: uploadTexts.quotaExceeded }]);
    expect(errorsOf(refused)[0].message).toBe('Sie haben zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was stored for the refused file.
    expect(await h.service.ctx.db.selectFrom('uploads').select('id').execute()).toEqual(before);
  });

  it('counts every attempt: after three, even a valid small file is refused before its body is read', async () => {
    const ip = newClient();
    expect((await uploadFrom(ip, Buffer.from('kein Bild'))).statusCode).toBe(400);
    expect((await uploadFrom(ip, Buffer.from('auch kein Bild'))).statusCode).toBe(400);
    expect((await uploadFrom(ip)).statusCode).toBe(201);
    const refused = await uploadFrom(ip);
    expect(refused.statusCode).toBe(429);
    expect(errorsOf(refused)).toEqual([{ message: uploadTexts.quotaExceeded }]);
  });

  it('keeps the counts per client address, in Redis (shared by every instance)', async () => {
    const [first, second] = [newClient(), newClient()];
    for (let i = 0; i < quota.maxUploads; i += 1) await uploadFrom(first, Buffer.from('x'));
    expect((await uploadFrom(first)).statusCode).toBe(429);
    expect((await uploadFrom(second)).statusCode).toBe(201);
    const keys = await h.service.ctx.redis!.keys(`${h.options.quota.keyPrefix}:*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    // The window ends: the client may upload again.
    await h.service.ctx.redis!.del(...keys);
    expect((await uploadFrom(first)).statusCode).toBe(201);
  });

  it('treats one IPv6 /64 network as one client (a host picks any address in it)', async () => {
    for (let i = 0; i < quota.maxUploads; i += 1) await uploadFrom(`2001:db8:1:2::${i + 1}`, Buffer.from('x'));
    expect((await uploadFrom('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await uploadFrom('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('does not hold staff back: signed-in staff are accountable and share the shop address', async () => {
    const ip = newClient();
    for (let i = 0; i < quota.maxUploads; i += 1) await uploadFrom(ip, Buffer.from('x'));
    expect((await uploadFrom(ip)).statusCode).toBe(429);
    expect((await uploadFrom(ip, png, h.employee)).statusCode).toBe(201);
    expect((await uploadFrom(ip, png, h.employee)).statusCode).toBe(201);
    expect((await uploadFrom(ip, png, h.employee)).statusCode).toBe(201);
  });
});
