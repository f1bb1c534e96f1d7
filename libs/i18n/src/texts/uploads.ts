/**
 * Server messages of the uploads (content service). The storefront shows its own
 * 'Die ausgewählte Datei "{filename}" kann nicht verarbeitet werden…' (storefront.md §8);
 * these texts name the reason for the back office and the API. Size and type use
 * validationTexts.fileTooLarge / fileType; the wording follows the German validator texts.
 */
export const uploadTexts = {
  unreadable: 'Die Datei konnte nicht hochgeladen werden.',
  empty: 'Eine leere Datei ist nicht erlaubt.',
  fileNotFound: 'Die angeforderte Datei wurde nicht gefunden.',
  /** 429: the per-client upload quota (count or bytes per hour) is used up; Retry-After says when it frees. */
  quotaExceeded: 'Sie haben zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.',
} as const;
