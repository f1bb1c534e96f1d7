export const DEPARTMENTS_PATH = '/backend/departments';
export const departmentPath = (id: number | 'new'): string => `${DEPARTMENTS_PATH}/${id}`;
