import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { platform } from '../support/platform';

/**
 * The back-office screenshots (docs/screens/, issue 13): not part of `npm test` or the
 * e2e suite (its testDir is e2e/tests). Runs against a platform that is already running
 * (`npm start`, or E2E_BASE_URL for another address):
 *
 *   npx playwright test -c e2e/screens/playwright.config.ts
 */
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${platform.gateway.port}`;

export default defineConfig({
  testDir: '.',
  testMatch: /take-screenshots\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(__dirname, '../../test-results/screens'),
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1366, height: 900 },
    storageState: path.join(__dirname, '../support/consent-state.json'),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
});
