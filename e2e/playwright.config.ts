import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { platform } from './support/platform';

// The composed system, started exactly as `npm start` starts it, but with a fresh
// data folder so every run begins from the demo data (DESIGN.md §11).
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${platform.gateway.port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Cookie consent given up front (the cookie the banner's 'Akzeptieren' sets), so the
    // banner does not cover the page; the banner itself is tested in a context without it.
    storageState: path.join(__dirname, 'support/consent-state.json'),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node infra/dev/start.mjs --fresh --data-dir .data-e2e --no-build',
        cwd: '..',
        url: `${baseURL}/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
      },
});
