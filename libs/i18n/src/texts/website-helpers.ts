/**
 * Texts of the shared website and storefront helpers in libs/domain: career filter and
 * news teasers (website.md §2, §8), branch search (storefront.md §2.5), page titles
 * (storefront.md §2.14) and field previews (website.md §2).
 */
export const careerTexts = {
  allJobs: 'Alle Stellen',
  noJobs: 'Für diese Filiale sind leider keine Stellen verfügbar.',
  branchPrefix: 'Filiale:',
  /** ours: the location 'all' of a job. */
  allBranches: 'Alle Filialen',
} as const;

export const newsTeaserTexts = {
  more: 'Mehr erfahren',
  readMore: 'weiterlesen',
  showAll: 'Alle anzeigen',
  showLess: 'Weniger anzeigen',
} as const;

export const branchListTexts = {
  searchPlaceholder: 'PLZ / Ort',
  shown: '{n} von {m} Filialen werden angezeigt.',
  noResults: 'Leider wurden keine Ergebnisse gefunden.',
  branchPrefix: 'Filiale',
} as const;

export const pageTitleTexts = {
  site: '{name} - {title}',
  branch: '{name} - {title}',
  checkout: 'Bestellvorgang - {title}',
  status: 'Bestellstatus - {title}',
  /** ours: a page that names itself on a route without a title of its own (shop category pages). */
  page: '{name} - {title}',
} as const;

export const fieldPreviewTexts = {
  yes: 'Ja',
  no: 'Nein',
} as const;
