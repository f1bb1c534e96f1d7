/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { configureApiOrigin } from '../api/client';
import { nodeFetch } from '../testing/node-fetch';
import { startTestHttpServer } from '../testing/test-http-server';
import { StandaloneRemote } from './StandaloneRemote';

/**
 * web-kit adds nothing to the page on import (it is side-effect free for webpack, issue 18):
 * the kit's stylesheet comes from the page's entry. A remote on its own page has no shell,
 * so StandaloneRemote adds it, once. The start-up data comes from a real HTTP server.
 */
let server: Awaited<ReturnType<typeof startTestHttpServer>>;
beforeAll(async () => {
  server = await startTestHttpServer(async (request) =>
    request.url === '/api/users/me' ? { status: 200, body: { data: { roles: [], user: null } } } : { status: 200, body: { data: [] } },
  );
  configureApiOrigin(server.origin);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
});
afterAll(() => server.close());

const kitStyles = () => document.head.querySelectorAll('style#asp-web-kit-styles');

test('importing the kit adds no stylesheet; a standalone remote page adds it once', async () => {
  expect(kitStyles()).toHaveLength(0);
  const first = render(<StandaloneRemote App={() => <p>Remote</p>} />);
  expect(kitStyles()).toHaveLength(1);
  expect(kitStyles()[0].textContent).toContain('.asp-button');
  expect(await screen.findByText('Remote')).toBeTruthy();
  first.unmount();
  render(<StandaloneRemote App={() => <p>Remote</p>} />);
  expect(kitStyles()).toHaveLength(1);
});
