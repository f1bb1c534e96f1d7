import { backofficeProductTexts } from '@asp/i18n';
import { PRODUCT_STOCK_PATH, PRODUCTS_PATH } from './paths';

/** The navigation entries of the Produkte module (layout/modules.ts): the list and the stock page. */
export const productNavigation = [
  { path: PRODUCTS_PATH, label: backofficeProductTexts.listTitle, testId: 'nav-products', group: 'Katalog' },
  { path: PRODUCT_STOCK_PATH, label: backofficeProductTexts.stockNavigation, testId: 'nav-product-stock', group: 'Katalog' },
] as const;
