export const CATEGORIES_PATH = '/backend/categories';
export const categoryPath = (id: number | 'new'): string => `${CATEGORIES_PATH}/${id}`;
/** A new sub category of `parent`. */
export const newSubCategoryPath = (parent: number): string => `${CATEGORIES_PATH}/new?parent=${parent}`;
