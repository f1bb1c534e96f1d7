import sharp from 'sharp';
import { validationTexts } from '@asp/i18n';
import { dataUrl, errorsOf, startContent, type Harness } from './helpers';

/**
 * Image templates (document 1 §3, §7): the standard calls, `GET …/layers`, and rendering
 * with sharp — a weekly offer poster from a product's name, price and photo. Checks the
 * dimensions and that each layer changed the pixels where it lies.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

const poster = (identifier: string) => ({
  identifier,
  name: 'Wochenangebot',
  width: 400,
  height: 300,
  background: '#ffffff',
  layers: [
    { type: 'shape', id: 'band', x: 0, y: 0, width: 400, height: 60, fill: '#8c2f39' },
    { type: 'image', id: 'photo', x: 20, y: 80, width: 160, height: 160, imageId: null, fit: 'cover' },
    { type: 'text', id: 'name', x: 200, y: 90, width: 190, text: '{name}', fontSize: 28, fontWeight: 700, color: '#000000' },
    { type: 'text', id: 'price', x: 200, y: 200, width: 190, text: '{price} €', fontSize: 40, color: '#0000ff', align: 'right' },
    { type: 'shape', id: 'badge', x: 330, y: 240, width: 50, height: 50, shape: 'ellipse', fill: '#00aa00' },
  ],
});

async function createTemplate(identifier: string) {
  const response = await h.call({ method: 'POST', url: '/api/image-templates', headers: h.admin, payload: poster(identifier) });
  expect(response.statusCode).toBe(201);
  return response.json().data as ReturnType<typeof poster> & { id: number };
}

async function createPhoto(): Promise<number> {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffcc00' } })
    .png()
    .toBuffer();
  const upload = await h.upload(dataUrl('image/png', bytes), 'wurst.png');
  const image = await h.call({
    method: 'POST',
    url: '/api/images',
    headers: h.admin,
    payload: { uploadId: upload.json().data.id, alt: 'Wurst' },
  });
  return image.json().data.id as number;
}

/** Pixels of a region as raw RGB, to compare two renders. */
async function region(png: Buffer, left: number, top: number, width: number, height: number) {
  return sharp(png).extract({ left, top, width, height }).removeAlpha().raw().toBuffer();
}
const pixel = async (png: Buffer, x: number, y: number) => [...(await region(png, x, y, 1, 1))];

test('standard calls, layers, and German messages for layers off the canvas or with a taken id', async () => {
  const template = await createTemplate('wochenangebot');
  const layers = await h.call({ method: 'GET', url: `/api/image-templates/${template.id}/layers`, headers: h.employee });
  expect(layers.statusCode).toBe(200);
  expect(layers.json().data.map((layer: { id: string }) => layer.id)).toEqual(['band', 'photo', 'name', 'price', 'badge']);
  expect((await h.call({ method: 'GET', url: `/api/image-templates?limit=1`, headers: h.employee })).headers['x-total-count']).toBe('1');
  expect((await h.call({ method: 'GET', url: `/api/image-templates/${template.id}/layers` })).statusCode).toBe(401);

  const bad = poster('kaputt');
  bad.layers[0] = { ...bad.layers[0], width: 500 };
  bad.layers[4] = { ...bad.layers[4], id: 'band' };
  const response = await h.call({ method: 'POST', url: '/api/image-templates', headers: h.admin, payload: bad });
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([
    { message: validationTexts.invalid, field: 'layers[0].width' },
    { message: validationTexts.unique, field: 'layers[4].id' },
  ]);
});

test('render composes background, shapes, the photo and the filled texts into a PNG of the template size', async () => {
  const template = await createTemplate('plakat');
  const photo = await createPhoto();
  const render = (body: object) =>
    h.call({ method: 'POST', url: `/api/image-templates/${template.id}/render`, headers: h.employee, payload: body });

  const response = await render({ variables: { name: 'Bratwurst', price: '1,99' }, images: { photo } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const png = response.rawPayload;
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 300]);

  expect(await pixel(png, 200, 30)).toEqual([0x8c, 0x2f, 0x39]); // band
  expect(await pixel(png, 100, 160)).toEqual([0xff, 0xcc, 0x00]); // photo
  expect(await pixel(png, 355, 265)).toEqual([0x00, 0xaa, 0x00]); // badge
  expect(await pixel(png, 10, 280)).toEqual([0xff, 0xff, 0xff]); // background

  // The text layers change pixels where they lie, and the text decides which.
  const blank = (await render({ variables: { name: '', price: '' }, images: { photo } })).rawPayload;
  expect((await region(png, 200, 90, 190, 40)).equals(await region(blank, 200, 90, 190, 40))).toBe(false);
  expect((await region(png, 200, 200, 190, 60)).equals(await region(blank, 200, 200, 190, 60))).toBe(false);
  const other = (await render({ variables: { name: 'Leberkäse', price: '1,99' }, images: { photo } })).rawPayload;
  expect((await region(png, 200, 90, 190, 40)).equals(await region(other, 200, 90, 190, 40))).toBe(false);
  // Without a photo the layer is empty: background there.
  const noPhoto = (await render({ variables: { name: 'Bratwurst', price: '1,99' } })).rawPayload;
  expect(await pixel(noPhoto, 100, 160)).toEqual([0xff, 0xff, 0xff]);
});

test('…/images stores the render as a new image (admins only)', async () => {
  const template = await createTemplate('plakat-speichern');
  const url = `/api/image-templates/${template.id}/images`;
  const payload = { variables: { name: 'Schinken', price: '2,49' }, alt: 'Angebot Schinken' };
  expect((await h.call({ method: 'POST', url, headers: h.employee, payload })).statusCode).toBe(403);
  const stored = await h.call({ method: 'POST', url, headers: h.admin, payload });
  expect(stored.statusCode).toBe(201);
  expect(stored.json().data).toMatchObject({ extension: 'png', width: 400, height: 300, alt: 'Angebot Schinken' });
  const original = await h.call({ method: 'GET', url: `/image/${stored.json().data.id}-1.png` });
  expect(original.statusCode).toBe(200);
  expect((await sharp(original.rawPayload).metadata()).width).toBe(400);
});
