// Lint exists mainly to enforce the architecture (DESIGN.md §2): a remote never
// imports another remote, a service never imports web code or another service.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.data-*/**', 'coverage/**', '.nx/**', 'test-results/**', 'playwright-report/**'] },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
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
          ],
        },
      ],
    },
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
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"], TSTypeAssertion > TSTypeAssertion.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'No `as unknown as`: give the value its real type (contract types, `declare global`, a typed builder or guard).',
        },
      ],
    },
  },
];
