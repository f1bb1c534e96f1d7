/** PostgreSQL tables of the website resources (one JSONB document per record, like the catalogue). */
export const TABLES = {
  navigations: 'navigations',
  sites: 'sites',
  blocks: 'blocks',
  nodes: 'nodes',
  redirects: 'redirects',
} as const;
