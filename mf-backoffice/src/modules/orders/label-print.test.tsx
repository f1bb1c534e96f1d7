/** @jest-environment jsdom */
import type { Order } from '@asp/contracts';
import { withApiTestServer, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { LabelPrint } from './LabelPrint';

/** Only the network is scripted (a real test HTTP server answers); the button, its RTK Query api and the web-kit client run for real. */
let answer: () => TestReply = () => ({ status: 200, body: { data: { printed: true } } });
const api = withApiTestServer(() => answer());

function renderButton() {
  render(
    <Provider store={createBackofficeStore()}>
      <MemoryRouter>
        <LabelPrint order={{ id: 7 } as unknown as Order} />
      </MemoryRouter>
    </Provider>,
  );
}

test('prints compact labels by default, detail labels when chosen, and says so', async () => {
  renderButton();
  expect(screen.getByRole('option', { name: 'Kompakt' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Etiketten drucken' }));
  expect((await screen.findByRole('status')).textContent).toBe('Etiketten gedruckt.');
  fireEvent.change(screen.getByLabelText('Etiketten'), { target: { value: 'detail' } });
  fireEvent.click(screen.getByRole('button', { name: 'Etiketten drucken' }));
  await screen.findByRole('status');
  expect(api.seen.map((call) => [call.method, call.url, call.body])).toEqual([
    ['POST', '/api/orders/7/print-labels', { variant: 'compact' }],
    ['POST', '/api/orders/7/print-labels', { variant: 'detail' }],
  ]);
});

test("the server's first message on a refusal", async () => {
  answer = () => ({ status: 404, body: { errors: [{ message: 'Bestellung nicht gefunden.' }, { message: 'zweite' }] } });
  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Etiketten drucken' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Bestellung nicht gefunden.');
  expect(alert.textContent).not.toContain('zweite');
  expect(screen.queryByRole('status')).toBeNull();
});

test("'Etiketten konnten nicht gedruckt werden.' when the answer carries no message", async () => {
  answer = () => ({ status: 502 });
  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Etiketten drucken' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Etiketten konnten nicht gedruckt werden.');
});
