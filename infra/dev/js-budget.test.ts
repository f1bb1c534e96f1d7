/**
 * The JavaScript budget's arithmetic (issue 18): which files count as the first load of
 * `/` (shell entry, the bootstrap import, provided singletons, the storefront's
 * remoteEntry and './App' sync chunks — not lazy route chunks, not the remote's own
 * copies of shared packages), the totals against the goals, and what a chunk contains.
 */
interface Chunk {
  id: number;
  names: string[];
  files: string[];
  initial: boolean;
  entry: boolean;
  origins: Array<{ moduleName: string; request: string }>;
  modules: Array<{ name: string; size: number }>;
}
interface Row {
  app: string;
  file: string;
  why: string;
  brotli: number;
  contents: Array<[string, number]>;
}
interface Total {
  files: number;
  brotli: number;
  gzip: number;
  raw: number;
}
const budget = require('./js-budget.js') as {
  BUDGET: { firstLoad: number; remoteEntry: number };
  LIMIT: { firstLoad: number; remoteEntry: number };
  packageOf(name: string): string;
  computeBudget(input: unknown): {
    rows: Row[];
    total: Total;
    firstLoadOk: boolean;
    cssRows: Row[];
    cssTotal: Total;
  };
  remoteEntryRows(remotes: unknown, sizeOf: unknown): Array<{ app: string; ok: boolean }>;
};

const chunk = (id: number, files: string[], extra: Partial<Chunk> = {}): Chunk => ({
  id,
  names: [],
  files,
  initial: false,
  entry: false,
  origins: [],
  modules: [],
  ...extra,
});

const shellStats = {
  chunks: [
    chunk(1, ['main.js'], {
      initial: true,
      entry: true,
      names: ['main'],
      modules: [{ name: '../node_modules/@module-federation/runtime-core/dist/index.js', size: 900 }],
    }),
    chunk(2, ['2.aaaaaaaa.js'], {
      origins: [{ moduleName: './src/main.ts', request: './bootstrap' }],
      modules: [
        { name: '../node_modules/react-dom/cjs/react-dom-client.production.js', size: 5000 },
        { name: '../libs/web-kit/src/ui/Button.tsx', size: 300 },
        { name: '../libs/web-kit/src/ui/Dialog.tsx', size: 400 },
        { name: './src/chrome/Header.tsx', size: 200 },
        { name: 'consume shared module (default) react@!=19 (singleton) (fallback: ../node_modules/react/index.js)', size: 42 },
      ],
    }),
    chunk(3, ['3.bbbbbbbb.js'], {
      origins: [{ moduleName: 'provide shared module (default) react@19.3.1 = ../node_modules/react/index.js', request: '' }],
    }),
    // Provided for the remotes, consumed by no first-load chunk: not loaded for '/'.
    chunk(6, ['6.ffffffff.js'], {
      origins: [{ moduleName: 'provide shared module (default) zod@4.1.5 = ../node_modules/zod/index.js', request: '' }],
    }),
    chunk(4, ['4.cccccccc.js'], { origins: [{ moduleName: './src/chrome/Popups.tsx', request: './popup-carousel' }] }),
    chunk(5, [], { origins: [{ moduleName: './src/main.ts', request: './bootstrap' }] }),
  ],
};
const remote = {
  app: 'mf-storefront',
  manifest: {
    name: 'mf_storefront',
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'App', assets: { js: { sync: ['10.dddddddd.js', '__federation_expose_App.js'], async: ['11.eeeeeeee.js'] } } }],
  },
  stats: {
    chunks: [
      chunk(10, ['10.dddddddd.js'], { modules: [{ name: '../node_modules/@module-federation/sdk/dist/index.js + 3 modules', size: 10 }] }),
    ],
  },
};
const sizes: Record<string, number> = {
  'main.js': 20_000,
  '2.aaaaaaaa.js': 100_000,
  '3.bbbbbbbb.js': 3_000,
  '4.cccccccc.js': 50_000,
  'remoteEntry.js': 25_000,
  '10.dddddddd.js': 30_000,
  '__federation_expose_App.js': 600,
  '11.eeeeeeee.js': 99_000,
};
const sizeOf = (_app: string, file: string) => ({ raw: sizes[file] * 4, brotli: sizes[file], gzip: sizes[file] * 1.1 });

describe('computeBudget', () => {
  it('counts the shell entry, the bootstrap chunks, consumed singletons and the remote entry with its sync chunks', () => {
    const { rows, total } = budget.computeBudget({ shellStats, remote, sizeOf });
    expect(rows.map((row) => `${row.app}:${row.file}`)).toEqual([
      'shell:main.js',
      'shell:2.aaaaaaaa.js',
      'shell:3.bbbbbbbb.js',
      'mf-storefront:remoteEntry.js',
      'mf-storefront:10.dddddddd.js',
      'mf-storefront:__federation_expose_App.js',
    ]);
    expect(total.files).toBe(6);
    expect(total.brotli).toBe(20_000 + 100_000 + 3_000 + 25_000 + 30_000 + 600);
  });

  it('counts a provided package the storefront consumes on its first load', () => {
    const consuming = {
      ...remote,
      stats: {
        chunks: [
          chunk(10, ['10.dddddddd.js'], {
            modules: [{ name: 'consume shared module (default) zod@!=4 (singleton) (fallback: x)', size: 42 }],
          }),
        ],
      },
    };
    sizes['6.ffffffff.js'] = 70_000;
    const { rows } = budget.computeBudget({ shellStats, remote: consuming, sizeOf });
    expect(rows.find((row) => row.file === '6.ffffffff.js')?.why).toBe('geteilt: zod');
  });

  it("counts a provided package that a consumed shared package consumes (the toolkit's immer)", () => {
    const toolkit = 'provide shared module (default) @reduxjs/toolkit@2.14.0 = ../node_modules/@reduxjs/toolkit/index.js';
    const immer = 'provide shared module (default) immer@11.2.10 = ../node_modules/immer/index.js';
    const withToolkit = {
      chunks: [
        ...shellStats.chunks.slice(0, 2).map((entry) =>
          entry.id === 2
            ? {
                ...entry,
                modules: [
                  ...entry.modules,
                  { name: 'consume shared module (default) @reduxjs/toolkit@!=2 (singleton) (fallback: x)', size: 42 },
                ],
              }
            : entry,
        ),
        chunk(7, ['7.toolkit.js'], { origins: [{ moduleName: toolkit, request: '' }] }),
        // The toolkit's chunk group: a file-less chunk with its consume modules.
        chunk(8, [], {
          origins: [{ moduleName: toolkit, request: '' }],
          modules: [{ name: 'consume shared module (default) immer@!=11 (singleton) (fallback: x)', size: 42 }],
        }),
        chunk(9, ['9.immer.js'], { origins: [{ moduleName: immer, request: '' }] }),
        chunk(12, ['12.unused.js'], { origins: [{ moduleName: 'provide shared module (default) luxon@3.7.2 = x', request: '' }] }),
      ],
    };
    Object.assign(sizes, { '7.toolkit.js': 9_000, '9.immer.js': 4_000, '12.unused.js': 19_000 });
    const { rows } = budget.computeBudget({ shellStats: withToolkit, remote, sizeOf });
    expect(rows.filter((row) => row.app === 'shell').map((row) => [row.file, row.why])).toEqual([
      ['main.js', 'Einstieg (index.html)'],
      ['2.aaaaaaaa.js', "import('./bootstrap')"],
      ['7.toolkit.js', 'geteilt: @reduxjs/toolkit'],
      ['9.immer.js', 'geteilt: immer'],
    ]);
  });

  it('says what a chunk contains by package and folder, biggest first', () => {
    const { rows } = budget.computeBudget({ shellStats, remote, sizeOf });
    expect(rows[1].contents).toEqual([
      ['react-dom', 5000],
      ['libs/web-kit', 700],
      ['src/chrome', 200],
    ]);
    expect(rows[4].contents).toEqual([['@module-federation/sdk', 10]]);
  });

  it('passes at the goal and fails one byte above it', () => {
    const atGoal = { firstLoad: 178_600, remoteEntry: 30 * 1024 };
    expect(budget.computeBudget({ shellStats, remote, sizeOf, budget: atGoal }).firstLoadOk).toBe(true);
    expect(budget.computeBudget({ shellStats, remote, sizeOf, budget: { ...atGoal, firstLoad: 178_599 } }).firstLoadOk).toBe(false);
    expect(budget.BUDGET).toEqual({ firstLoad: 200 * 1024, remoteEntry: 30 * 1024 });
    // The enforced limit is never looser than the goal for the remote entries, never tighter for the first load.
    expect(budget.LIMIT.remoteEntry).toBe(budget.BUDGET.remoteEntry);
    expect(budget.LIMIT.firstLoad).toBeGreaterThanOrEqual(budget.BUDGET.firstLoad);
  });

  it("lists the first-load chunks' stylesheets apart: not in the JS total, not in the JS contents", () => {
    const cssModule = (file: string, size: number) => ({ name: `css ../node_modules/css-loader/dist/cjs.js??ruleSet[1]!${file}`, size });
    const withCss = {
      chunks: shellStats.chunks.map((entry) =>
        entry.id === 2
          ? {
              ...entry,
              files: [...entry.files, '2.aaaaaaaa.css'],
              modules: [...entry.modules, cssModule('./src/chrome/PublicChrome.module.css', 9_000)],
            }
          : entry.id === 4
            ? { ...entry, files: [...entry.files, '4.cccccccc.css'] }
            : entry,
      ),
    };
    const remoteWithCss = {
      ...remote,
      manifest: {
        ...remote.manifest,
        exposes: [
          {
            ...remote.manifest.exposes[0],
            assets: { ...remote.manifest.exposes[0].assets, css: { sync: ['20.aaaaaaaa.css'], async: [] } },
          },
        ],
      },
      stats: {
        chunks: [
          chunk(10, ['10.dddddddd.js', '10.dddddddd.css'], {
            modules: [cssModule('./src/shop/shop.module.css', 3_000), cssModule('./src/shop/map/HomeMap.module.css', 1_000)],
          }),
          // Only CSS: no JavaScript file, found through the manifest.
          chunk(20, ['20.aaaaaaaa.css'], { modules: [cssModule('./src/cart/cart.module.css', 2_000)] }),
        ],
      },
    };
    Object.assign(sizes, { '2.aaaaaaaa.css': 3_000, '4.cccccccc.css': 8_000, '10.dddddddd.css': 1_000, '20.aaaaaaaa.css': 500 });
    const { rows, total, cssRows, cssTotal } = budget.computeBudget({ shellStats: withCss, remote: remoteWithCss, sizeOf });
    expect(total.brotli).toBe(20_000 + 100_000 + 3_000 + 25_000 + 30_000 + 600);
    expect(rows[1].contents.map(([name]) => name)).not.toContain('css-loader');
    // The lazy chunk's stylesheet (4) is not in the first load either.
    expect(cssRows.map((row) => [row.app, row.file, row.why, row.contents])).toEqual([
      ['shell', '2.aaaaaaaa.css', "import('./bootstrap')", [['src/chrome', 9_000]]],
      ['mf-storefront', '10.dddddddd.css', 'Expose ./App', [['src/shop', 4_000]]],
      ['mf-storefront', '20.aaaaaaaa.css', 'Expose ./App', [['src/cart', 2_000]]],
    ]);
    expect(cssTotal).toMatchObject({ files: 3, raw: 4 * 4_500, brotli: 4_500 });
    expect(cssTotal.gzip).toBeCloseTo(1.1 * 4_500);
  });

  it('refuses a remote without the expose it is asked for', () => {
    const broken = { ...remote, manifest: { ...remote.manifest, exposes: [] } };
    expect(() => budget.computeBudget({ shellStats, remote: broken, sizeOf })).toThrow('hat kein Expose App');
  });
});

describe('remoteEntryRows', () => {
  it('checks every remote entry against 30 KiB', () => {
    const remotes = [
      { app: 'small', manifest: { metaData: { remoteEntry: { name: 'a.js' } } } },
      { app: 'big', manifest: { metaData: { remoteEntry: { name: 'b.js' } } } },
    ];
    const entrySizes = (_app: string, file: string) => {
      const brotli = file === 'a.js' ? 30 * 1024 : 30 * 1024 + 1;
      return { raw: brotli, brotli, gzip: brotli };
    };
    expect(budget.remoteEntryRows(remotes, entrySizes).map((row) => [row.app, row.ok])).toEqual([
      ['small', true],
      ['big', false],
    ]);
  });
});

describe('packageOf', () => {
  it('names scoped and plain packages, workspace libs and app folders', () => {
    expect(budget.packageOf('../../main/node_modules/@reduxjs/toolkit/dist/x.mjs')).toBe('@reduxjs/toolkit');
    expect(budget.packageOf('../../main/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(budget.packageOf('../libs/domain/src/opening-hours.ts')).toBe('libs/domain');
    expect(budget.packageOf('./src/checkout/CheckoutPage.tsx')).toBe('src/checkout');
  });
});
