// One jest run for the whole workspace; every lib and service is a project so
// `jest --selectProjects <name>` runs one of them (that is what `nx test <name>` does).
const path = require('node:path');
const tsconfig = require('./tsconfig.base.json');

const moduleNameMapper = {
  ...Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/', '\\/')}$`,
      path.join('<rootDir>', target),
    ]),
  ),
  // Stylesheets: CSS Modules map class names to themselves, plain CSS is nothing (webpack handles both in the browser).
  '\\.module\\.css(\\?names)?$': '<rootDir>/libs/web-kit/src/testing/css-module-proxy.js',
  '\\.css$': '<rootDir>/libs/web-kit/src/testing/css-stub.js',
};

const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  ],
};

function project(name, root, extra = {}) {
  return {
    displayName: name,
    rootDir: __dirname,
    roots: [`<rootDir>/${root}`],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    // Node by default; a component test renders into jsdom by starting with the docblock
    // `/** @jest-environment jsdom */` (@testing-library/react, e.g. libs/web-kit/src/ui).
    testEnvironment: 'node',
    transform,
    // ES-module-only packages jest (CommonJS before Node 24.9) must compile: cookie (2.x needs
    // Node 22 and is overridden away, see package.json), capsize's font metrics and its font reader.
    transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie|@capsizecss|fontkitten)/)'],
    moduleNameMapper,
    ...extra,
  };
}

// Service and server-kit tests share one real PostgreSQL, NATS and Redis started once per run.
const withInfra = {
  globalSetup: '<rootDir>/libs/server-kit/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/libs/server-kit/src/testing/global-teardown.ts',
};

// Browser projects: jsdom test files get the globals jsdom lacks.
const browser = { setupFiles: ['<rootDir>/libs/web-kit/src/testing/jsdom-globals.ts'] };

module.exports = {
  // testTimeout is a global option: inside a project entry jest ignores it.
  testTimeout: 60000,
  // Most tests wait on PostgreSQL, NATS, Redis or jsdom rather than compute: on CI's two
  // cores jest's default (cores − 1 = one worker) leaves the machine half idle.
  // (A number: jest 30 reads the string '150%' of a config file as 150 workers.)
  maxWorkers: Math.max(2, Math.round(require('node:os').availableParallelism() * 1.5)),
  projects: [
    project('contracts', 'libs/contracts'),
    project('domain', 'libs/domain'),
    project('i18n', 'libs/i18n'),
    project('web-kit', 'libs/web-kit', browser),
    project('server-kit', 'libs/server-kit', withInfra),
    project('gateway', 'services/gateway', withInfra),
    project('identity', 'services/identity', withInfra),
    project('catalog', 'services/catalog', withInfra),
    project('orders', 'services/orders', withInfra),
    project('content', 'services/content', withInfra),
    project('devices', 'services/devices', withInfra),
    project('signage', 'services/signage', withInfra),
    project('time-tracking', 'services/time-tracking', withInfra),
    project('analytics', 'services/analytics', withInfra),
    project('shell', 'shell', browser),
    project('mf-storefront', 'mf-storefront', browser),
    project('mf-backoffice', 'mf-backoffice', browser),
    project('mf-cms', 'mf-cms', browser),
    project('mf-signage', 'mf-signage', browser),
    // Platform-level checks: the supervisor of `npm start`, the API documents of all services together.
    project('infra-dev', 'infra/dev', withInfra),
    // The Kubernetes manifests: generated copies up to date, schemas valid.
    project('infra-deploy', 'infra/deploy'),
  ],
  coverageReporters: ['text-summary', 'text'],
};
