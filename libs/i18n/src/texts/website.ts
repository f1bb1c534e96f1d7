/**
 * Texts of the public website (mf-cms; website.md §2, §4, §8, storefront.md §2.7).
 * Quoted letter for letter; the ones marked "ours" are not in the spec.
 */
export const websiteTexts = {
  serverErrorTitle: '500 Internal Server Error',
  serverErrorText: 'Leider ist ein interner Fehler aufgetreten.',
  /** The two configured site types (website.md §2 Page display). */
  siteTypeSimple: 'Einfache Seite',
  siteTypeStandard: 'Standardseite',
  siteContentLabel: 'Inhalt',
  /** Contact block: the selected branch's name is prefixed "Filiale". */
  branchPrefix: 'Filiale',
  /** ours: the map link of the contact block (opens a maps service in a new tab). */
  mapLink: 'Auf der Karte anzeigen',
  /** ours: the first breadcrumb, the home page '/'. */
  home: 'Startseite',
  /** ours: the marker of a page shown to staff while it is not public. */
  draft: 'Entwurf – nicht öffentlich',
  /** ours: the marker above a draft seen through its secret preview link. */
  preview: 'Vorschau – so wird die Seite nach dem Veröffentlichen aussehen',
  /** ours: labels of slider controls. */
  slide: 'Bild {n} von {count}',
  previous: 'Zurück',
  next: 'Weiter',
  scrollLeft: 'Nach links blättern',
  scrollRight: 'Nach rechts blättern',
} as const;

/** Form block (website.md §4, §5, §8). */
export const websiteFormTexts = {
  changeData: 'Daten ändern',
  retry: 'Erneut versuchen',
  close: 'Formular schließen',
  thanks: 'Vielen Dank für Ihre Nachricht!',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  /** ours: the submit button. */
  submit: 'Absenden',
  /** ours: shown while the submission runs. */
  submitting: 'Wird gesendet …',
  /** ours: replaces the submit button until cookie consent is given (website.md §5). */
  consent: 'Cookies akzeptieren, um das Formular zu senden',
  /** ours: the required marker's accessible text (the marker itself is '*'). */
  required: 'Pflichtfeld',
} as const;

/** Analytics events of a form (website.md §7): {name} is the form name. */
export const websiteFormEvents = {
  category: 'form',
  submit: 'Submit: {name}',
  validationFailed: 'Validation Failed: {name}',
  success: 'Submission Successful: {name}',
  failed: 'Submission Failed: {name}',
} as const;
