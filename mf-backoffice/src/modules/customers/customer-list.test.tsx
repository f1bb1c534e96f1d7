/** @jest-environment jsdom */
import { operationTexts, resourceError, validationTexts } from '@asp/i18n';
import { CallStatus, selectCallErrors } from '@asp/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { backofficeApi } from '../../backoffice-api';
import { createBackofficeStore } from '../../store';
import { withTestBackend, type Route } from '../users/testing/test-backend';
import { CustomerCreatePage } from './CustomerFormPage';
import { CustomerListPage } from './CustomerListPage';
import { customersApi } from './customers-api';

/**
 * Customers against a scripted identity service. Document 1 §4: a failed filtered-list load of
 * customers is not swallowed — the call passes the failure on, the list shows 'Kunden konnten
 * nicht geladen werden.' in place, and its retry sends the same call with the same filters.
 */
let route: Route;
const backend = withTestBackend((request) => route(request));

const maria = {
  id: 1,
  firstName: 'Maria',
  lastName: 'Huber',
  companyName: '',
  email: 'maria@example.com',
  phone: '+49 7531 1',
  street: '',
  zipCode: '78462',
  city: 'Konstanz',
  country: 'DE',
  comment: '',
};

function renderAt(path: string) {
  const store = createBackofficeStore();
  const router = createMemoryRouter(
    [
      {
        path: '/backend/customers',
        element: (
          <>
            <CallStatus api={backofficeApi} />
            <CustomerListPage />
          </>
        ),
      },
      { path: '/backend/customers/new', element: <CustomerCreatePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

test('a failed list load is passed on and shown in place, once; its retry repeats the same call', async () => {
  let fail = true;
  route = ({ method, url }) => {
    if (method !== 'GET' || !url.startsWith('/api/customers?')) return undefined;
    if (fail) return { status: 500, body: { errors: [{ message: validationTexts.serverError }] } };
    return { status: 200, body: { data: [maria] }, headers: { 'x-total-count': '1' } };
  };
  const store = renderAt('/backend/customers?city=Konstanz');
  const notice = await screen.findByTestId('customer-list-error');
  expect(notice.textContent).toContain(resourceError('customers', 'load'));
  // Passed on, not swallowed: the query holds the error, not an empty page.
  const state = customersApi.endpoints.customerPage.select('limit=25&offset=0&sort=lastName&city=Konstanz')(
    // The store's type knows the api before this module added its tag type.
    store.getState() as never,
  );
  expect(state.isError).toBe(true);
  expect(state.data).toBeUndefined();
  // Registered for the record, but shown once: the layout does not repeat an in-place failure.
  expect(selectCallErrors(store.getState()).map((error) => error.message)).toContain(resourceError('customers', 'load'));
  expect(screen.getAllByText(resourceError('customers', 'load'))).toHaveLength(1);

  fail = false;
  const before = backend.seen.length;
  fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
  expect(await screen.findByText('Maria Huber')).toBeTruthy();
  expect(backend.seen[before]?.url).toBe('/api/customers?limit=25&offset=0&sort=lastName&city=Konstanz');
  expect(screen.queryByTestId('customer-list-error')).toBeNull();
});

test('the form: without last name and company the blank message sits on the last name', async () => {
  route = () => undefined;
  renderAt('/backend/customers/new');
  fireEvent.change(await screen.findByLabelText('Vorname'), { target: { value: 'Maria' } });
  fireEvent.click(screen.getByTestId('form-save'));
  const lastName = screen.getByLabelText('Nachname');
  await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
  expect(backend.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
});
