/**
 * @jest-environment jsdom
 * @jest-environment-options {"resources": "usable"}
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { productInputSchema } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import { configureRemoteRegistry, useKitForm } from '@asp/web-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../../store';
import { ConfiguratorBuilder } from './ConfiguratorBuilder';

/**
 * The live preview end to end through module federation: mf-storefront is built as it
 * ships (development mode, its webpack config with the './ConfiguratorPreview' expose),
 * served over HTTP with a /remotes.json, and the builder's preview loads it with
 * web-kit's remote loader. jsdom runs the remote's scripts (resources "usable"); the test
 * is the host, sharing its React as the shell does, so the storefront's configurator
 * renders with the back office's React and follows the form.
 */
const workspace = path.resolve(__dirname, '../../../../..');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asp-storefront-remote-'));
let server: http.Server;

/** A development build of the storefront remote into `dist` (own process: webpack wants plain Node, not jsdom). */
function buildStorefront() {
  const script = `
    const webpack = require('webpack');
    const config = require(${JSON.stringify(path.join(workspace, 'mf-storefront/webpack.config.js'))})({}, { mode: 'development' });
    config.cache = false;
    config.output.path = ${JSON.stringify(dist)};
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString('errors-only')); process.exit(1); }
    });`;
  execFileSync(process.execPath, ['-e', script], { cwd: workspace, stdio: 'pipe' });
}

/** The browser's fetch as far as the registry and the federation runtime use it (jsdom has none). */
function fetchOverHttp(url: string): Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status < 300, status, json: async () => JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  buildStorefront();
  server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://remote');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mf_storefront: `${origin}/mf-manifest.json` }));
      return;
    }
    const file = path.join(dist, pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end();
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  globalThis.fetch = ((url: string) => fetchOverHttp(String(url))) as unknown as typeof fetch;
  configureRemoteRegistry(`http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`);
  // The remote is built with `experiments.externalRuntime`: it uses its host's federation runtime
  // core from this global (the shell provides it: shell/src/federation/provide-runtime-core.ts).
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  // The host's federation instance with its React as the shared singletons (the shell's build does this).
  const shared = { singleton: true, requiredVersion: '^19.0.0' };
  init({
    name: 'mf_backoffice',
    remotes: [],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: shared },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig: shared },
    },
  });
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dist, { recursive: true, force: true });
});

function Harness() {
  const form = useKitForm(productInputSchema, {
    defaultValues: {
      name: 'Grillpaket',
      price: 20,
      config: { parts: [{ type: 'select', name: 'Sorte', options: [{ name: 'Rind', modifier: 'add', value: 5 }] }] },
    },
  });
  return <ConfiguratorBuilder form={form} />;
}

const nbsp = /\u00a0/g;

it("shows the storefront's own configurator, loaded through module federation, for the product being edited", async () => {
  render(
    <Provider store={createBackofficeStore()}>
      <Harness />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: texts.showPreview }));
  const preview = await screen.findByTestId('configurator-preview', {}, { timeout: 20_000 });
  expect(within(preview).getByRole('heading', { name: 'Grillpaket' })).toBeTruthy();
  const price = () => within(preview).getByTestId('configurator-price').textContent?.replace(nbsp, ' ');
  expect(price()).toBe('Preis: 20,00 €');
  fireEvent.click(within(preview).getByRole('button', { name: /Rind/ }));
  expect(price()).toBe('Preis: 25,00 €');

  // An edit in the builder shows at once: the option's surcharge and a new step.
  fireEvent.change(screen.getByLabelText(texts.modifierValue), { target: { value: '7.5' } });
  fireEvent.change(screen.getByLabelText(texts.newStepKind), { target: { value: 'textarea' } });
  fireEvent.click(screen.getByRole('button', { name: texts.addStep }));
  fireEvent.change(screen.getAllByLabelText(texts.stepName)[1], { target: { value: 'Grußkarte' } });
  await waitFor(() => expect(within(screen.getByTestId('configurator-preview')).getByText('Grußkarte')).toBeTruthy());
  const current = screen.getByTestId('configurator-preview');
  fireEvent.click(within(current).getByRole('button', { name: /Rind/ }));
  expect(within(current).getByTestId('configurator-price').textContent?.replace(nbsp, ' ')).toBe('Preis: 27,50 €');
});
