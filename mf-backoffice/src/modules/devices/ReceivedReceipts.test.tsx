/** @jest-environment jsdom */
import type { Device, ReceivedReceipt } from '@asp/contracts';
import { withApiTestServer } from '@asp/web-kit/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../store';
import { RECEIVED_POLL_MS } from './devices-api';
import { ReceivedReceipts } from './ReceivedReceipts';

/**
 * The virtual printer's receipts on the detail page against a real HTTP server: the
 * printer stores a receipt when the sender's connection ends, which can be after the test
 * print answered and after the reload that answer caused. The list must pick it up itself.
 */
let stored: ReceivedReceipt[] = [];
const api = withApiTestServer((request) =>
  request.url.startsWith('/api/devices/7/received') ? { status: 200, body: { data: stored } } : { status: 404 },
);

const printer: Device = {
  id: 7,
  identifier: 'bondrucker-test',
  name: 'Bondrucker Test',
  branch: 1,
  kind: 'receipt-printer',
  connection: { type: 'tcp', host: '127.0.0.1', port: 9100 },
  columns: 42,
  isVirtual: true,
  lastContactAt: null,
  online: false,
};

describe('ReceivedReceipts', () => {
  afterEach(() => {
    stored = [];
  });

  it('shows a receipt that arrives after the list was loaded, without any action on the page', async () => {
    render(
      <Provider store={createBackofficeStore()}>
        <ReceivedReceipts device={printer} />
      </Provider>,
    );
    expect(await screen.findByTestId('received-none')).toHaveProperty('textContent', 'Der Drucker hat noch keine Belege empfangen.');

    stored = [{ id: 1, port: 9100, receivedAt: '2026-11-25T12:00:00.000Z', text: 'Testdruck\nBondrucker Test', bytes: 171 }];
    const receipt = await screen.findByTestId('received-receipt', {}, { timeout: RECEIVED_POLL_MS * 3 });
    expect(receipt.querySelector('pre')?.textContent).toBe('Testdruck\nBondrucker Test');
    expect(api.calls('GET', '/api/devices/7/received?limit=5').length).toBeGreaterThanOrEqual(2);
  });

  it('asks nothing for a printer that is not virtual', async () => {
    render(
      <Provider store={createBackofficeStore()}>
        <ReceivedReceipts device={{ ...printer, isVirtual: false }} />
      </Provider>,
    );
    expect(screen.getByText('Empfangene Belege zeigt nur ein virtueller Drucker.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, RECEIVED_POLL_MS + 200));
    expect(api.seen).toHaveLength(0);
  });
});
