// One jest run for the whole workspace; every lib and service is a project so
// `jest --selectProjects <name>` runs one of them (that is what `nx test <name>` does).
const path = require('node:path');
const tsconfig = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join('<rootDir>', target),
  ]),
);

const transform = {
  '^.+\\.(t|j)sx?$': [
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
    testEnvironment: 'node',
    transform,
    // Kept for ES-module-only releases of cookie (2.x needs Node 22 and is overridden away, see package.json).
    transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie)/)'],
    moduleNameMapper,
    ...extra,
  };
}

// Service and server-kit tests share one real PostgreSQL, NATS and Redis started once per run.
const withInfra = {
  globalSetup: '<rootDir>/libs/server-kit/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/libs/server-kit/src/testing/global-teardown.ts',
};

module.exports = {
  // testTimeout is a global option: inside a project entry jest ignores it.
  testTimeout: 60000,
  projects: [
    project('contracts', 'libs/contracts'),
    project('domain', 'libs/domain'),
    project('i18n', 'libs/i18n'),
    project('web-kit', 'libs/web-kit'),
    project('server-kit', 'libs/server-kit', withInfra),
    project('gateway', 'services/gateway', withInfra),
    project('identity', 'services/identity', withInfra),
    project('catalog', 'services/catalog', withInfra),
    project('orders', 'services/orders', withInfra),
    project('content', 'services/content', withInfra),
    project('analytics', 'services/analytics', withInfra),
    project('shell', 'shell'),
    project('mf-storefront', 'mf-storefront'),
    project('mf-backoffice', 'mf-backoffice'),
    project('mf-cms', 'mf-cms'),
    project('mf-signage', 'mf-signage'),
    // The supervisor of `npm start` with tiny child processes (no shared infrastructure).
    project('infra-dev', 'infra/dev'),
    // The Kubernetes manifests: generated copies up to date, schemas valid.
    project('infra-deploy', 'infra/deploy'),
  ],
  coverageReporters: ['text-summary', 'text'],
};
