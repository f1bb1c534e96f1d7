/**
 * build-web's precompression (issue 18): every text asset gets .br and .gz siblings that
 * decompress to the same bytes, with the source's modification time; source maps,
 * images and dot files get none.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const { precompressDir } = require('./precompress.js') as {
  precompressDir(dir: string): Promise<Array<{ file: string; raw: number; brotli: number; gzip: number }>>;
};

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip siblings of JS, CSS, HTML, SVG and JSON that decompress to the source', async () => {
    const script = 'export const greeting = "Grüß Gott";\n'.repeat(200);
    writeFileSync(path.join(dir, 'main.js'), script);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'x' }));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'assets/site.css'), 'body{margin:0}');
    const old = new Date('2026-01-02T03:04:05Z');
    utimesSync(path.join(dir, 'main.js'), old, old);

    const results = await precompressDir(dir);

    expect(results.map((result) => result.file)).toEqual([
      'assets/logo.svg',
      'assets/site.css',
      'index.html',
      'main.js',
      'mf-manifest.json',
    ]);
    const main = path.join(dir, 'main.js');
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${main}.gz`)).toString()).toBe(script);
    expect(statSync(`${main}.br`).mtimeMs).toBe(old.getTime());
    const mainResult = results.find((result) => result.file === 'main.js');
    expect(mainResult?.brotli).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'assets/site.css.gz'))).toBe(true);
  });

  it('leaves source maps, images, and dot files alone', async () => {
    writeFileSync(path.join(dir, 'main.js.map'), '{}');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.from([1, 2, 3]));
    writeFileSync(path.join(dir, '.build-stats.json'), '{}');

    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'main.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.build-stats.json.gz'))).toBe(false);
  });
});
