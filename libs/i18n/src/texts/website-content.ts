/**
 * Server messages of the website's content service (issue 14): drafts and publishing,
 * forms and their mail, AI content. Validation of form fields uses validationTexts.
 */
export const websiteContentTexts = {
  previewInvalid: 'Die Vorschau ist abgelaufen oder ungültig.',
  publishAtPast: 'Der Zeitpunkt der Veröffentlichung muss in der Zukunft liegen.',
  publishingUnavailable: 'Zeitgesteuertes Veröffentlichen ist gerade nicht möglich.',
  versionNotFound: 'Diese Version gibt es nicht.',
  noDraft: 'Es gibt keinen Entwurf zum Veröffentlichen.',
  formNotFound: 'Dieses Formular gibt es nicht.',
  formSubmitted: 'Vielen Dank für Ihre Nachricht!',
  formMailSubject: 'Neue Nachricht über das Formular „{name}“',
  phone: 'Dieser Wert ist keine gültige Telefonnummer.',
  formMailNotConfigured: 'E-Mail-Versand ist nicht eingerichtet.',
  aiNotConfigured: 'Die KI-Unterstützung ist nicht eingerichtet.',
  aiFailed: 'Der Text konnte nicht erzeugt werden.',
  /** Image generation has a model setting of its own: text may be set up while images are not. */
  aiImageNotConfigured: 'Die KI-Bilderzeugung ist nicht eingerichtet.',
  aiImageFailed: 'Das Bild konnte nicht erzeugt werden.',
  publishedByScheduler: 'Zeitplan',
} as const;
