import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FALLBACK_LOCALS, fontFallbackFamily, fontStylesheetUrl, type Font } from '@asp/contracts';
import { fontTexts } from '@asp/i18n';
import { FONT_PACKAGES } from '../src/fonts/font-catalog';
import { errorsOf, startContent, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.call({ method: 'GET', url, headers });

describe('GET /api/fonts (document 1 §3, §7)', () => {
  test('lists every installed family with weights named Thin … Black and its styles, by name', async () => {
    const response = await get('/api/fonts');
    expect(response.statusCode).toBe(200);
    const fonts = response.json().data as Font[];
    expect(fonts.map((font) => font.family)).toEqual([
      'Lato',
      'Merriweather',
      'Montserrat',
      'Open Sans',
      'Oswald',
      'Playfair Display',
      'Roboto',
      'Source Sans 3',
    ]);
    const roboto = fonts.find((font) => font.family === 'Roboto');
    expect(roboto?.weights).toEqual([
      { weight: 100, name: 'Thin' },
      { weight: 200, name: 'ExtraLight' },
      { weight: 300, name: 'Light' },
      { weight: 400, name: 'Regular' },
      { weight: 500, name: 'Medium' },
      { weight: 600, name: 'SemiBold' },
      { weight: 700, name: 'Bold' },
      { weight: 800, name: 'ExtraBold' },
      { weight: 900, name: 'Black' },
    ]);
    expect(roboto?.styles).toEqual(['normal', 'italic']);
    expect(roboto?.variants.slice(0, 2)).toEqual(['100', '100italic']);
    // Oswald has no italic; Lato skips 200, 500, 600 and 800.
    const oswald = fonts.find((font) => font.family === 'Oswald');
    expect(oswald).toMatchObject({ id: 'oswald', category: 'sans-serif', styles: ['normal'] });
    expect(oswald?.variants).toEqual(['200', '300', '400', '500', '600', '700']);
    expect(fonts.find((font) => font.family === 'Lato')?.weights.map((w) => w.name)).toEqual(['Thin', 'Light', 'Regular', 'Bold', 'Black']);
  });

  test('looks one family up by name, in any spelling; an unknown one is a German 404', async () => {
    for (const spelling of ['Open%20Sans', 'open-sans', 'Open+Sans', 'OPEN%20SANS']) {
      const response = await get(`/api/fonts/${spelling}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.family).toBe('Open Sans');
    }
    const unknown = await get('/api/fonts/Comic%20Sans');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual([{ message: fontTexts.unknownFamily }]);
  });
});

describe('GET /fonts/google/{family}/style-{variant}.embed.css', () => {
  test('adds a metric-compatible face per local fallback, scaled to the font’s own metrics', async () => {
    const css = (await get(fontStylesheetUrl('Open Sans', '400'))).body;
    const faces = css.split('@font-face').slice(1);
    for (const local of FONT_FALLBACK_LOCALS) {
      const face = faces.find((rule) => rule.includes(`font-family: "${fontFallbackFamily('Open Sans', local)}"`));
      expect(face).toBeDefined();
      expect(face).toContain(`local('${local}')`);
      expect(face).toContain('font-weight: 400');
      expect(face).toMatch(/size-adjust: [\d.]+%/);
      expect(face).toMatch(/ascent-override: [\d.]+%/);
    }
    // Open Sans (read from its latin woff2: 960 of 2048 units average width, ascent 2189) over
    // Arial (913 of 2048): size-adjust 960/913, ascent 2189 / (2048 × size-adjust).
    const arial = faces.find((rule) => rule.includes('Fallback: Arial"'))!;
    const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(arial)![1]) / 100;
    expect(sizeAdjust).toBeCloseTo(960 / 913, 4);
    expect(Number(/ascent-override: ([\d.]+)%/.exec(arial)![1]) / 100).toBeCloseTo(2189 / (2048 * sizeAdjust), 4);
    // The bold stylesheet measures the bold file against the local bold faces.
    const bold = (await get(fontStylesheetUrl('Open Sans', '700'))).body;
    expect(bold).toContain("src: local('Arial Bold'), local('Arial-BoldMT')");
    expect(bold).not.toContain("local('Arial'),");
  });

  test('answers the @font-face rules of the variant with woff2 URLs of this service, cached a day', async () => {
    const response = await get(fontStylesheetUrl('Open Sans', '700italic'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const css = response.body;
    expect(css).toContain("font-family: 'Open Sans'");
    expect(css).toContain('font-style: italic');
    expect(css).toContain('font-weight: 700');
    expect(css).not.toMatch(/font-weight: (?!700)/);
    // One rule per subset, each limited to its characters; only woff2, only our own URLs.
    expect(css.match(/@font-face/g)?.length).toBeGreaterThan(3);
    expect(css).toContain('unicode-range:');
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    // Every rule of the package has its file; the fallback faces (next test) name local fonts.
    expect(urls.length).toBe((css.match(/@font-face/g)?.length ?? 0) - FONT_FALLBACK_LOCALS.length);
    for (const url of urls)
      expect(url).toMatch(/^\/fonts\/google\/Open%20Sans\/files\/open-sans-[a-z-]+-700-italic\.woff2\?v=\d+\.\d+\.\d+$/);
    expect(css).not.toContain('./files');
    expect(css).not.toContain("format('woff')");

    // Cached per family and variant: the ETag answers 304 without a body.
    const again = await get(fontStylesheetUrl('Open Sans', '700italic'), { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(fontStylesheetUrl('Open Sans', '400'))).headers.etag).not.toBe(response.headers.etag);
  });

  test("Google's names regular and italic mean 400", async () => {
    const regular = await get('/fonts/google/Roboto/style-regular.embed.css');
    expect(regular.statusCode).toBe(200);
    expect(regular.body).toBe((await get('/fonts/google/Roboto/style-400.embed.css')).body);
    expect((await get('/fonts/google/Roboto/style-italic.embed.css')).body).toContain('font-style: italic');
  });

  test('an unknown family, a variant the family lacks or a malformed name is a German 404', async () => {
    const family = await get('/fonts/google/Arial/style-400.embed.css');
    expect(family.statusCode).toBe(404);
    expect(errorsOf(family)).toEqual([{ message: fontTexts.unknownFamily }]);
    for (const url of [
      '/fonts/google/Oswald/style-400italic.embed.css',
      '/fonts/google/Lato/style-500.embed.css',
      '/fonts/google/Roboto/style-../../package.json.embed.css',
      '/fonts/google/Roboto/index.css',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toEqual([{ message: fontTexts.unknownVariant }]);
    }
  });
});

describe('GET /fonts/google/{family}/files/{file}.woff2', () => {
  test('serves the woff2 file the stylesheet names, immutable for a year', async () => {
    const css = (await get('/fonts/google/Roboto/style-400.embed.css')).body;
    const url = /url\((\/fonts\/google\/Roboto\/files\/roboto-latin-400-normal\.woff2\?v=[\d.]+)\)/.exec(css)?.[1];
    expect(url).toBeDefined();
    const response = await h.call({ method: 'GET', url: url as string });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const installed = readFileSync(
      path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files/roboto-latin-400-normal.woff2'),
    );
    expect(response.rawPayload.equals(installed)).toBe(true);
    // 'wOF2': a real WOFF2 file.
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const again = await get(url as string, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('nothing else of the package, and no path outside it', async () => {
    for (const file of [
      'roboto-latin-400-normal.woff',
      '..%2Fpackage.json',
      '..%2F..%2Fopen-sans%2Ffiles%2Fopen-sans-latin-400-normal.woff2',
      'nope.woff2',
    ]) {
      const response = await get(`/fonts/google/Roboto/files/${file}`);
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toEqual([{ message: fontTexts.unknownFile }]);
    }
  });
});

test('every font package served is a runtime dependency (production images install dependencies only)', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of FONT_PACKAGES) expect(manifest.dependencies[name]).toBeDefined();
});
