import { Route } from '@asp/web-kit/router';
import { NEW_PRODUCT_PATH, PRODUCT_STOCK_PATH, PRODUCTS_PATH } from './paths';
import { ProductCreatePage, ProductEditPage } from './ProductFormPage';
import { ProductListPage } from './ProductListPage';
import { StockPage } from './StockPage';

/** The routes of the Produkte module, placed inside the back-office layout route. */
export const productRoutes = [
  <Route key="products-list" path={PRODUCTS_PATH} element={<ProductListPage />} />,
  <Route key="products-new" path={NEW_PRODUCT_PATH} element={<ProductCreatePage />} />,
  <Route key="products-stock" path={PRODUCT_STOCK_PATH} element={<StockPage />} />,
  <Route key="products-edit" path={`${PRODUCTS_PATH}/:id`} element={<ProductEditPage />} />,
];
