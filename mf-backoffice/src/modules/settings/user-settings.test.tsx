/** @jest-environment jsdom */
import type { Order, OrderItem } from '@asp/contracts';
import { backofficeOrderTexts, userSettingsTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OrderTable } from '../orders/OrderTable';
import { OrderItemProductData } from './OrderItemProductData';
import { UserSettingsPage } from './UserSettingsPage';
import { readUserSetting } from './user-settings';

beforeEach(() => localStorage.clear());

const order = {
  id: 7,
  ticketNumber: 'A-007',
  createdAt: '2026-11-25T08:00:00.000Z',
  customer: { firstName: 'Maria', lastName: 'Huber', companyName: '' },
  totals: { totalGross: 12.5, isApproximate: false },
  currency: 'EUR',
  isConfirmed: false,
  isRejected: false,
  isCompleted: false,
  isCanceled: false,
  isFailed: false,
  isInDelivery: false,
  isDelivery: false,
  isDineIn: false,
} as unknown as Order;
const item = { product: { id: 42, name: 'Kräuterbutter', unit: 'piece' }, unitPrice: 2.5, taxRate: 7 } as OrderItem;

const customerHeader = () => screen.queryByRole('columnheader', { name: backofficeOrderTexts.customer });

test('the settings are kept in localStorage as 1 or 0 under their spec names, and apply at once', () => {
  render(
    <MemoryRouter>
      <UserSettingsPage />
      <OrderTable orders={[order]} />
      <OrderItemProductData item={item} order={order} />
    </MemoryRouter>,
  );
  // Defaults: customer data shown, product data not.
  expect(customerHeader()).not.toBeNull();
  expect(screen.getByText('Maria Huber')).toBeTruthy();
  expect(screen.queryByTestId('order-item-product-data')).toBeNull();

  fireEvent.click(screen.getByLabelText(userSettingsTexts.showCustomerData));
  expect(localStorage.getItem('show_customer_data')).toBe('0');
  expect(customerHeader()).toBeNull();
  expect(screen.queryByText('Maria Huber')).toBeNull();

  fireEvent.click(screen.getByLabelText(userSettingsTexts.showProductData));
  expect(localStorage.getItem('show_product_data')).toBe('1');
  expect(screen.getByTestId('order-item-product-data').textContent).toBe(' (Art.-Nr. 42 · Einzelpreis 2,50\u00a0€ / Stk. · MwSt. 7 %)');

  fireEvent.click(screen.getByLabelText(userSettingsTexts.showCustomerData));
  expect(localStorage.getItem('show_customer_data')).toBe('1');
  expect(customerHeader()).not.toBeNull();
});

test('a value stored by another tab is read; anything but 1 or 0 means the default', () => {
  localStorage.setItem('show_product_data', '1');
  localStorage.setItem('show_customer_data', 'ja');
  expect(readUserSetting('showProductData')).toBe(true);
  expect(readUserSetting('showCustomerData')).toBe(true);
  localStorage.setItem('show_customer_data', '0');
  expect(readUserSetting('showCustomerData')).toBe(false);
});
