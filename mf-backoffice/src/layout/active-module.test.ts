import { activeModulePath } from './active-module';

const paths = ['/backend/products', '/backend/products/stock', '/backend/orders', '/backend/order-screens'];

test('the most specific entry is the current page, nested entries included', () => {
  expect(activeModulePath(paths, '/backend/products/stock')).toBe('/backend/products/stock');
  expect(activeModulePath(paths, '/backend/products')).toBe('/backend/products');
  expect(activeModulePath(paths, '/backend/products/5')).toBe('/backend/products');
  expect(activeModulePath(paths, '/backend/products/stockholm')).toBe('/backend/products');
});

test('a path prefix that is no segment prefix does not match; outside every entry nothing is current', () => {
  expect(activeModulePath(paths, '/backend/order-screens/2')).toBe('/backend/order-screens');
  expect(activeModulePath(paths, '/backend')).toBeNull();
});
