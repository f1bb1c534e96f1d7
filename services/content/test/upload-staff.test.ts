import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentEvents, uploadUrl, type Upload } from '@asp/contracts';
import { authTexts, validationTexts } from '@asp/i18n';
import { waitFor } from '@asp/server-kit/testing';
import { dataUrl, errorsOf, makePdf, makePng, startContent, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

async function create(name: string): Promise<Upload> {
  const response = await h.upload(dataUrl('image/png', makePng()), name);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('staff calls on /api/uploads', () => {
  it('lists and reads uploads for staff only', async () => {
    const upload = await create('liste.png');
    expect((await h.call({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
    expect(errorsOf(await h.call({ method: 'GET', url: `/api/uploads/${upload.id}` }))[0].message).toBe(authTexts.noSession);

    const list = await h.call({ method: 'GET', url: '/api/uploads', headers: h.employee });
    expect(list.statusCode).toBe(200);
    const record = (list.json().data as Array<Upload & { name: string }>).find((entry) => entry.id === upload.id);
    expect(record).toEqual({ ...upload, size: makePng().length, name: 'liste.png', createdAt: expect.any(String) });

    const one = await h.call({ method: 'GET', url: `/api/uploads/${upload.id}`, headers: h.admin });
    expect(one.json().data).toEqual(record);
    const missing = await h.call({ method: 'GET', url: '/api/uploads/999999', headers: h.admin });
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing)).toEqual([{ message: validationTexts.notFound }]);
  });

  it('pages the list by id with limit and offset and reports the total', async () => {
    await create('seite-a.png');
    await create('seite-b.png');
    const all = await h.call({ method: 'GET', url: '/api/uploads', headers: h.employee });
    const ids = (all.json().data as Upload[]).map((upload) => upload.id);
    expect(all.headers['x-total-count']).toBeUndefined();
    const page = await h.call({ method: 'GET', url: '/api/uploads?limit=1&offset=1', headers: h.employee });
    expect((page.json().data as Upload[]).map((upload) => upload.id)).toEqual([ids[1]]);
    expect(page.headers['x-total-count']).toBe(String(ids.length));
    expect((await h.call({ method: 'GET', url: '/api/uploads?limit=abc', headers: h.employee })).statusCode).toBe(400);
  });

  it('has no PUT: an upload is never changed', async () => {
    const upload = await create('fest.png');
    const response = await h.call({ method: 'PUT', url: `/api/uploads/${upload.id}`, headers: h.admin, payload: { name: 'x' } });
    expect(response.statusCode).toBe(404);
  });

  it('lets only an admin delete, which removes row, file and link', async () => {
    const upload = await create('weg.png');
    const file = path.join(h.service.ctx.env.dataDir, 'uploads', upload.publicHash, `${upload.id}-1.png`);
    expect(existsSync(file)).toBe(true);

    expect((await h.call({ method: 'DELETE', url: `/api/uploads/${upload.id}` })).statusCode).toBe(401);
    const employee = await h.call({ method: 'DELETE', url: `/api/uploads/${upload.id}`, headers: h.employee });
    expect(employee.statusCode).toBe(403);
    expect(existsSync(file)).toBe(true);

    const deleted = await h.call({ method: 'DELETE', url: `/api/uploads/${upload.id}`, headers: h.admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: upload.id } });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(path.dirname(file))).toBe(false);
    expect((await h.call({ method: 'GET', url: uploadUrl(upload) })).statusCode).toBe(404);
    expect((await h.call({ method: 'DELETE', url: `/api/uploads/${upload.id}`, headers: h.admin })).statusCode).toBe(404);
  });

  it('writes content.upload.created and .deleted to the outbox and publishes them', async () => {
    const pdf = makePdf();
    const created = await h.upload(dataUrl('application/pdf', pdf), 'Event.pdf');
    const upload = created.json().data as Upload;
    await h.call({ method: 'DELETE', url: `/api/uploads/${upload.id}`, headers: h.admin });

    const events = await h.events();
    const mine = events.filter((event) => (event.payload as { id: number }).id === upload.id);
    expect(mine.map((event) => event.subject)).toEqual([contentEvents.upload.created.subject, contentEvents.upload.deleted.subject]);
    const payload = contentEvents.upload.created.payload.parse(mine[0].payload);
    expect(payload).toEqual({ id: upload.id, data: { ...upload, size: pdf.length, name: 'Event.pdf', createdAt: expect.any(String) } });
    expect(contentEvents.upload.deleted.payload.parse(mine[1].payload)).toEqual({ id: upload.id });
    // The relay hands them to JetStream (stream CONTENT).
    await waitFor(async () => (await h.events()).every((event) => event.published));
  });

  it('writes neither row nor event nor file for a refused upload', async () => {
    const before = (await h.events()).length;
    const rowsBefore = await h.service.ctx.db.selectFrom('uploads').select('id').execute();
    const response = await h.upload(dataUrl('image/png', makePdf()), 'falsch.png');
    expect(response.statusCode).toBe(400);
    expect((await h.events()).length).toBe(before);
    expect(await h.service.ctx.db.selectFrom('uploads').select('id').execute()).toEqual(rowsBefore);
  });

  it('documents the upload calls in the generated OpenAPI document', async () => {
    const response = await h.call({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/uploads', '/api/uploads/{id}']));
  });
});
