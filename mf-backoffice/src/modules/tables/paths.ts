export const TABLES_PATH = '/backend/tables';
export const tablePath = (id: number | 'new'): string => `${TABLES_PATH}/${id}`;
export const tableQrPath = (id: number): string => `${TABLES_PATH}/${id}/qr`;
export const branchQrPath = (branch: number): string => `${TABLES_PATH}/print?branch=${branch}`;
