/** The routes of the tags module. */
export const TAGS_PATH = '/backend/tags';
export const tagPath = (id: number | 'new'): string => `${TAGS_PATH}/${id}`;
