/** The routes of the website builder's modules (document 1 §2 back-office modules). */
export const SITES_PATH = '/backend/sites';
export const BLOCKS_PATH = '/backend/blocks';
export const NODES_PATH = '/backend/nodes';
export const NAVIGATIONS_PATH = '/backend/navigations';
export const REDIRECTS_PATH = '/backend/redirects';
export const UPLOADS_PATH = '/backend/uploads';
export const IMAGE_TEMPLATES_PATH = '/backend/image-templates';

export const recordPath = (list: string, id: number | 'new'): string => `${list}/${id}`;
