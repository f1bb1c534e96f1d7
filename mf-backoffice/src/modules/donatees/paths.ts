export const DONATEES_PATH = '/backend/donatees';
export const donateePath = (id: number | 'new'): string => `${DONATEES_PATH}/${id}`;
