// Shared webpack set-up of the five web apps (DESIGN.md §9): each app's
// webpack.config.js is a few lines calling createShellConfig / createRemoteConfig.
// Module federation through @module-federation/enhanced's plugin directly (Nx's MF
// generators are not used, DESIGN.md §9); remote URLs are not build constants: the
// shell reads /remotes.json at run time.
const path = require('node:path');

/**
 * webpack ≥ 5.107 moved files inside its private lib/ folder (webpack/webpack#20985);
 * @module-federation/enhanced — 2.9.2 here, and 2.9.3, the newest release — still
 * deep-imports eight of them by their old paths (module-federation/core#4747). enhanced
 * resolves every webpack file it needs through FEDERATION_WEBPACK_PATH (its own switch,
 * see @module-federation/sdk normalize-webpack-path), so we point that at
 * infra/dev/webpack-compat: one forwarding file per path enhanced asks for, the moved
 * ones to their new places (its README says how to list them after an upgrade). No
 * resolver patching: a path enhanced adds later fails loudly as "Cannot find module
 * …/webpack-compat/…". Delete the folder and this line once enhanced uses the public
 * `compiler.webpack` API.
 */
const webpackCompatEntry = path.join(__dirname, 'webpack-compat/lib/index.js');

// The plugins load lazily: the static server reads only the names and ports below.
const HtmlWebpackPlugin = (...args) => new (require('html-webpack-plugin'))(...args);
const ModuleFederationPlugin = (...args) => {
  // Set before enhanced loads: its modules resolve webpack's files when they are required.
  process.env.FEDERATION_WEBPACK_PATH = webpackCompatEntry;
  return new (require('@module-federation/enhanced/webpack').ModuleFederationPlugin)(...args);
};
const { StandaloneRuntimeCorePlugin, STANDALONE_RUNTIME_CORE_FILE } = require('./standalone-runtime-core.js');
/**
 * Stylesheets as .css files, not JavaScript strings (issue 18): mini-css-extract-plugin
 * writes each chunk's CSS next to it, the entry's into index.html, and its runtime loads
 * a lazy chunk's CSS with the chunk — `__webpack_require__.e` waits for the `<link>` to
 * load before the chunk's code runs, so no flash of unstyled content. Every chunk name is
 * hashed (cached for good; index.html, which names the entry's, is served no-cache).
 * A remote's CSS comes from the remote's own origin: the link's href uses the same public
 * path as its chunks ('auto': where remoteEntry.js came from).
 */
const CssExtractPlugin = (production) => {
  const file = production ? '[name].[contenthash:8].css' : '[name].css';
  return new (require('mini-css-extract-plugin'))({ filename: file, chunkFilename: file });
};
const cssExtractLoader = () => require.resolve('mini-css-extract-plugin/dist/loader');
const packageJson = require('../../package.json');
const tsconfig = require('../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * From the platform manifest (libs/contracts/src/platform.json): remote names (the
 * container's global name) and dev ports by app folder (the shell itself is served by
 * the gateway on 8080; 4200 is its standalone static server).
 */
const platformManifest = require('./platform-manifest.js');
const { remoteNames, appPorts } = platformManifest;
/** A changed manifest invalidates webpack's filesystem cache like a changed config. */
const platformManifestFiles = [require.resolve('./platform-manifest.js'), platformManifest.manifestFile];

/**
 * The only shared modules, all singletons (DESIGN.md §9): two copies of any of
 * them would split React's, the router's or the store's context between shell and
 * remote (and would load the big libraries below twice). requiredVersion is the workspace's package.json range.
 */
function sharedSingletons() {
  const names = [
    'react',
    'react-dom',
    'react-redux',
    '@reduxjs/toolkit',
    // Not contexts, but big and used by shell and remotes alike (issue 18: zod was bundled
    // twice, ~60 KiB gzip each): one copy per page. zod is also configured globally once
    // (web-kit zod-browser-config: jitless, German messages), which a second copy would miss.
    'zod',
    'luxon',
    'big.js',
    // @reduxjs/toolkit's own dependencies: RTK Query (`@reduxjs/toolkit/query/react`, not a
    // shared key) imports them directly, so a remote using it carried a second immer and
    // reselect next to the shared toolkit's (issue 18). Their ranges are the toolkit's.
    'immer',
    'reselect',
  ];
  const reduxToolkitDependencies = require('@reduxjs/toolkit/package.json').dependencies;
  const requiredVersion = (name) => packageJson.dependencies[name] ?? reduxToolkitDependencies[name];
  return {
    ...Object.fromEntries(names.map((name) => [name, { singleton: true, requiredVersion: requiredVersion(name) }])),
    ...routerSingleton(),
  };
}

/**
 * The router is shared as web-kit's facade '@asp/web-kit/router' (libs/web-kit/src/router),
 * not as react-router-dom (issue 18): a shared module is not tree-shaken, so the package's
 * whole 191 KiB (51 KiB brotli) loaded on the first screen; the facade re-exports the few
 * parts the apps use and webpack shakes react-router, now unshared, down to them inside the
 * facade's chunk. Still one module per page, so shell and remotes share one router context.
 * Matched by the request string (every import says '@asp/web-kit/router', ESLint enforces
 * it); not a package, so the version is react-router-dom's installed one and the range the
 * workspace's: a remote built against another react-router gets a warning as before.
 */
function routerSingleton() {
  return {
    '@asp/web-kit/router': {
      singleton: true,
      version: require('react-router-dom/package.json').version,
      requiredVersion: packageJson.dependencies['react-router-dom'],
    },
  };
}

/** webpack's own minimizer plugin (its dependency, resolved from webpack) running swc. */
function swcMinimizer() {
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } });
}

/** The `@asp/*` aliases of tsconfig.base.json as exact-match webpack aliases. */
function tsconfigAliases() {
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, path.join(workspaceRoot, target)]),
  );
}

/** css-loader for CSS Modules; `exportOnlyLocals` leaves out the CSS itself (names only). */
function cssModulesLoader(production, { exportOnlyLocals = false } = {}) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
        localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
      },
    },
  };
}

function baseConfig({ appFolder, mode }) {
  const production = mode !== 'development';
  const appDir = path.join(workspaceRoot, appFolder);
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/main.ts' },
    // No eval-* source maps: the gateway's Content-Security-Policy has no 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(workspaceRoot, 'dist', appFolder),
      // Entry (runtime) chunks keep a fixed name: the federation runtime module derives
      // the output root from this template while the chunk has no hash yet, which the
      // current webpack rejects for [contenthash]. They are small and served no-cache;
      // every other chunk is content-hashed and cached for good.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: remoteNames[appFolder] ?? appFolder,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: tsconfigAliases(),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // CSS Modules (`X.module.css`): class names unique per file, so one remote's styles
        // never reach another's elements; `import styles from './X.module.css'`.
        {
          test: /\.module\.css$/,
          resourceQuery: { not: [/names/] },
          use: [cssExtractLoader(), cssModulesLoader(production)],
        },
        // `import styles from './X.module.css?names'`: only the class names (the same ones, the
        // hash comes from the file path and class), no stylesheet extracted. A first-load module can
        // name a stylesheet's root class while the rules load with the chunk that needs them (issue 18).
        {
          test: /\.module\.css$/,
          resourceQuery: /names/,
          use: [cssModulesLoader(production, { exportOnlyLocals: true })],
        },
        // Plain global CSS: third-party stylesheets (maplibre) and what is not migrated yet.
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssExtractLoader(), 'css-loader'] },
        // The shared libs are pure definitions (schemas, texts, rules): letting webpack
        // drop what a bundle does not use keeps zod schemas of other domains out of it.
        { test: /[\\/]libs[\\/](contracts|i18n|domain)[\\/]src[\\/]/, sideEffects: false },
        // web-kit too: its modules only declare (the kit's <style> is added by the page's entry,
        // ui/styles.ts). So a bundle carries only the kit modules it uses: the storefront's first
        // load no longer brings the host's remote loader or the standalone page through the
        // kit's index (issue 18 JavaScript budget), and the back office's forms, tables and
        // editors stay in the chunks that use them.
        { test: /[\\/]libs[\\/]web-kit[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    // Builds run offline on small machines: cache compiled modules between builds.
    cache: {
      type: 'filesystem',
      // WEBPACK_CACHE_DIR: a second checkout (a git worktree sharing node_modules) keeps its own cache.
      cacheDirectory: path.join(process.env.WEBPACK_CACHE_DIR ?? path.join(workspaceRoot, 'node_modules/.cache/webpack'), appFolder),
      name: production ? 'production' : 'development',
      buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js'), ...platformManifestFiles] },
    },
    // Minified with swc (@swc/core, already used for compiling) through webpack's own
    // minimizer plugin: a quarter of terser's time on 2 cores, slightly smaller output.
    // Development builds track used exports too: with the libs' `sideEffects: false` below
    // and webpack's development default (side effects flagged, used exports not), webpack
    // 5.112 emitted `Cannot find module './opening-hours'` stubs into the storefront's
    // './ConfiguratorPreview' chunk (i18n's backoffice-branch.ts importing a module it had
    // dropped); production builds never had them.
    optimization: production ? { minimizer: [swcMinimizer()] } : { usedExports: true },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

/** The page every app starts from: German, one #root. Scripts are injected by the plugin. */
function pageTemplate(title) {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#000000" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** `headScripts`: classic scripts (app-relative) that run before the app's deferred entry. */
function htmlPage({ title, publicPath, headScripts = [] }) {
  const template = pageTemplate(title).replace(
    '  </head>',
    `${headScripts.map((file) => `    <script src="${publicPath}${file}"></script>\n`).join('')}  </head>`,
  );
  return HtmlWebpackPlugin({
    templateContent: template,
    // Only the app's own entry: a remote's container entry is for hosts, not for its page.
    chunks: ['main'],
    // Absolute, so deep links (/store/x, /backend/login) find the scripts.
    publicPath,
  });
}

/** The host: top-level router, chrome, remote registry; no remotes known at build time. */
function createShellConfig({ mode = 'production' } = {}) {
  const config = baseConfig({ appFolder: 'shell', mode });
  config.output.publicPath = '/';
  config.plugins = [
    ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      // Provides the federation runtime core to the remotes (built with externalRuntime below).
      runtimePlugins: [path.join(workspaceRoot, 'shell/src/federation/provide-runtime-core.ts')],
    }),
    CssExtractPlugin(config.mode === 'production'),
    htmlPage({ title: 'Shop', publicPath: '/' }),
  ];
  return config;
}

/**
 * A remote: exposes './App' (src/remote-app.tsx) plus its own `exposes` (modules other
 * remotes load, e.g. the storefront's './ConfiguratorPreview'), publishes mf-manifest.json,
 * also runs standalone.
 */
function createRemoteConfig({ appFolder, mode = 'production', exposes = {} }) {
  const name = remoteNames[appFolder];
  if (!name) throw new Error(`unknown remote app folder ${appFolder}`);
  const config = baseConfig({ appFolder, mode });
  // Chunks load from wherever remoteEntry.js was loaded from (the remote's own origin).
  config.output.publicPath = 'auto';
  config.plugins = [
    ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/remote-app.tsx', ...exposes },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
      // No own copy of @module-federation/runtime-core (17 KiB brotli per remoteEntry.js, issue 18):
      // the host's, as the global `_FEDERATION_RUNTIME_CORE` (shell/src/federation/provide-runtime-core.ts).
      experiments: { externalRuntime: true },
    }),
    // Standalone, the remote's page has no host: its index.html loads the runtime core first.
    new StandaloneRuntimeCorePlugin({
      minimizer: mode === 'development' ? undefined : swcMinimizer(),
      cacheDirectory: config.cache && config.cache.cacheDirectory,
    }),
    CssExtractPlugin(config.mode === 'production'),
    htmlPage({ title: name, publicPath: '/', headScripts: [STANDALONE_RUNTIME_CORE_FILE] }),
  ];
  return config;
}

module.exports = {
  createShellConfig,
  createRemoteConfig,
  remoteNames,
  appPorts,
  sharedSingletons,
  tsconfigAliases,
  workspaceRoot,
  webpackCompatEntry,
};
