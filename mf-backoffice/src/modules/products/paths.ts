/** Routes of the products module (inside the back-office layout). */
export const PRODUCTS_PATH = '/backend/products';
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const PRODUCT_STOCK_PATH = `${PRODUCTS_PATH}/stock`;
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

/** The clipboard context of a copied product (document 1 §3: one item per context). */
export const PRODUCT_CLIPBOARD_CONTEXT = 'product';
/** What a copied product carries: enough to paste it into a menu and to name it. */
export interface CopiedProduct {
  id: number;
  name: string;
}
