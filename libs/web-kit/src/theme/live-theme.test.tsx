/** @jest-environment jsdom */
import { configureStore } from '@reduxjs/toolkit';
import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { configureApiOrigin } from '../api/client';
import { useShopTheme } from '../remote/StandaloneRemote';
import type { RemoteAppProps } from '../remote/remote-app-props';
import { StartupGate } from '../startup/StartupGate';
import { STARTUP_KEY, startupReducer } from '../startup/startup-slice';
import { nodeFetch } from '../testing/node-fetch';
import { startTestHttpServer, type SeenRequest, type TestReply } from '../testing/test-http-server';
import { fontStylesheets, themeVariables } from './apply-theme';

/**
 * A saved configuration shows in the shop without a rebuild: the theme comes from
 * GET /api/config of the start-up data at run time, so the next page load (or a start-up
 * reload) applies colours, radius, font stylesheet and favicon. Only the server's answers
 * are scripted; the start-up slice, the gate and applyTheme are the real ones.
 */
let config: Record<string, unknown> = {};

async function serve(request: SeenRequest): Promise<TestReply> {
  if (request.url === '/api/config') return { status: 200, body: { data: config } };
  if (request.url === '/api/users/me') return { status: 200, body: { data: { roles: [], user: null } } };
  return { status: 200, body: { data: [] } };
}

let server: Awaited<ReturnType<typeof startTestHttpServer>>;
beforeAll(async () => {
  server = await startTestHttpServer(serve);
  configureApiOrigin(server.origin);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
});
afterAll(() => server.close());

const reloads: Array<RemoteAppProps['reloadStartup']> = [];
function Themed(props: RemoteAppProps) {
  useShopTheme(props.startup);
  const { reloadStartup } = props;
  useEffect(() => {
    reloads.push(reloadStartup);
  }, [reloadStartup]);
  return <p>{String(props.startup.config.shopName)}</p>;
}

function pageLoad() {
  const store = configureStore({ reducer: { [STARTUP_KEY]: startupReducer } });
  return render(
    <Provider store={store}>
      <StartupGate>{(props) => <Themed {...props} />}</StartupGate>
    </Provider>,
  );
}

const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);
const links = (marker: string) => [...document.head.querySelectorAll(`link[${marker}]`)].map((link) => link.getAttribute('href'));

test('fontStylesheets names the content service stylesheets of the family, none for the system font', () => {
  expect(fontStylesheets('Open Sans')).toEqual([
    '/fonts/google/Open%20Sans/style-400.embed.css',
    '/fonts/google/Open%20Sans/style-700.embed.css',
  ]);
  expect(fontStylesheets('')).toEqual([]);
  expect(themeVariables({ font: '' })['--asp-font'].startsWith('system-ui')).toBe(true);
});

test('the theme of the saved configuration applies at the next load, without a rebuild', async () => {
  config = { shopName: 'Metzgerei Muster', primaryColor: '#000000', secondaryColor: '#333333', borderRadius: 0, font: '' };
  const first = pageLoad();
  await first.findByText('Metzgerei Muster');
  await waitFor(() => expect(rootVariable('--asp-color-primary')).toBe('#000000'));
  expect(links('data-asp-font')).toEqual([]);
  expect(links('data-asp-favicon')).toEqual([]);
  first.unmount();

  // An admin saves a new configuration (POST /api/config); the server now answers it.
  const favicon = { id: 8, version: 1, extension: 'png', publicHash: 'AbCdEfGhIjKlMnOpQrStUv' };
  config = { shopName: 'Metzgerei Muster', primaryColor: '#8c1d18', secondaryColor: '#aa3333', borderRadius: 6, font: 'Lato', favicon };
  const second = pageLoad();
  await second.findByText('Metzgerei Muster');
  await waitFor(() => expect(rootVariable('--asp-color-primary')).toBe('#8c1d18'));
  expect(rootVariable('--asp-color-secondary')).toBe('#aa3333');
  expect(rootVariable('--asp-radius')).toBe('6px');
  expect(rootVariable('--asp-font').startsWith('"Lato", ')).toBe(true);
  expect(links('data-asp-font')).toEqual(['/fonts/google/Lato/style-400.embed.css', '/fonts/google/Lato/style-700.embed.css']);
  expect(links('data-asp-favicon')).toEqual(['/upload/AbCdEfGhIjKlMnOpQrStUv/8-1.png']);
  expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#8c1d18');

  // Within a running page the start-up reload (what the back office calls after saving) does the same.
  config = { ...config, primaryColor: '#123456', font: 'Open Sans', favicon: null };
  await act(async () => {
    await reloads[reloads.length - 1]?.();
  });
  await waitFor(() => expect(rootVariable('--asp-color-primary')).toBe('#123456'));
  expect(links('data-asp-font')).toEqual([
    '/fonts/google/Open%20Sans/style-400.embed.css',
    '/fonts/google/Open%20Sans/style-700.embed.css',
  ]);
  expect(links('data-asp-favicon')).toEqual([]);
  second.unmount();
});
