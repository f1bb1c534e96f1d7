/** @jest-environment jsdom */
import { checkoutErrorTexts, fill, validationTexts } from '@asp/i18n';
import { saveStoredCart } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStorefrontStore } from '../store';
import { CheckoutForm } from './CheckoutForm';
import { makeBranch, makeConfig, makeItem } from './testing/fixtures';

// Issue 18: the server names every invalid field of one submit; each message lands on its
// own field (storefront.md §8: "each error's field marks its input"), not only in the list.
const tooLong = fill(validationTexts.tooLong, { limit: 255 });
const serverErrors = [
  { field: 'firstName', message: tooLong },
  { field: 'phone', message: checkoutErrorTexts.phoneInvalid },
  { field: 'email', message: checkoutErrorTexts.emailInvalid },
];
const api = withApiTestServer((request) =>
  request.method === 'POST' && request.url === '/api/orders' ? { status: 422, body: { errors: serverErrors } } : { status: 404 },
);

beforeAll(() => {
  // jsdom has no scrolling; the error list scrolls up after a failed submit.
  window.scrollTo = () => undefined;
});

function renderCheckout() {
  // Pre-orders: a submit button at any hour the test runs.
  const branch = makeBranch({ isPreorderEnabled: true });
  // The checkout loads its cart from the storage, as after a page load.
  saveStoredCart(branch.identifier, { items: [makeItem()], isDelivery: false, isDineIn: false, deliveryArea: null });
  render(
    <Provider store={createStorefrontStore()}>
      <MemoryRouter>
        <CheckoutForm variant={2} branch={branch} branches={[branch]} config={makeConfig()} />
      </MemoryRouter>
    </Provider>,
  );
}

/** The message read out with an input (its aria-describedby), as a customer's screen reader says it. */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

test('the three errors of one answer land on their three fields', async () => {
  renderCheckout();
  fireEvent.change(screen.getByTestId('field-firstName'), { target: { value: 'M'.repeat(256) } });
  fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '12' } });
  fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'max-at-example' } });
  fireEvent.click(screen.getByTestId('checkout-submit'));

  await waitFor(() => expect(screen.getByTestId('checkout-errors')).toBeTruthy(), { timeout: 15_000 });
  expect(api.calls('POST', '/api/orders')).toHaveLength(1);
  const list = [...screen.getByTestId('checkout-errors').querySelectorAll('li')].map((item) => [item.dataset.field, item.textContent]);
  expect(list).toEqual(serverErrors.map((error) => [error.field, error.message]));
  for (const { field, message } of serverErrors) {
    const input = screen.getByTestId(`field-${field}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe(message);
  }
  // Another field stays unmarked; editing a field takes its server error away, the others keep theirs.
  expect(screen.getByTestId('field-lastName').getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '+49 7531 1234' } });
  expect(screen.getByTestId('field-phone').getAttribute('aria-invalid')).toBeNull();
  expect(describedText(screen.getByTestId('field-email'))).toBe(checkoutErrorTexts.emailInvalid);
});
