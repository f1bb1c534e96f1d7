export const MENUS_PATH = '/backend/menus';
export const menuPath = (id: number | 'new'): string => `${MENUS_PATH}/${id}`;
