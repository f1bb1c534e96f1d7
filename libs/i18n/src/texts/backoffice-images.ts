/**
 * Images (document 1 §3 "images", §8 'Bild(er) konnte(n) nicht …' via resourceError('images', …)):
 * the server's texts, the back-office module Bilder and web-kit's ImagePicker. Our
 * wording where the spec names none, in the style of the other modules.
 */
export const imageTexts = {
  /** 404 of /image/… (unknown id, version, extension or size). */
  notFound: 'Das angeforderte Bild wurde nicht gefunden.',
  /** 409 of DELETE /api/images/{id} while catalogue records show the image. */
  inUse: 'Das Bild wird noch verwendet ({uses}).',
  usedBy: '{noun} „{label}“',
  usedById: '{noun} #{id}',
  usedByMore: '{uses} und {count} weitere',
} as const;

export const backofficeImagesTexts = {
  navigation: 'Bilder',
  listTitle: 'Bilder',
  createTitle: 'Neues Bild',
  editTitle: 'Bild bearbeiten',
  preview: 'Vorschau',
  alt: 'Alternativtext',
  altHint: 'Beschreibt das Bild für Menschen, die es nicht sehen können.',
  name: 'Dateiname',
  dimensions: 'Abmessungen',
  size: 'Größe',
  status: 'Status',
  statuses: { processing: 'Wird verarbeitet', ready: 'Bereit', failed: 'Fehlgeschlagen' },
  search: 'Suchen',
  file: 'Datei',
  replaceFile: 'Datei ersetzen',
  dropHere: 'Bild hierher ziehen oder',
  chooseFile: 'Datei auswählen',
  chosenFile: 'Ausgewählt: {name}',
  fileRequired: 'Bitte eine Datei auswählen.',
  uploading: 'Wird hochgeladen …',
  noAlt: '(ohne Alternativtext)',
  version: 'Version {version}',
  /** An AI image not yet accepted: not served to the public website. */
  suggestion: 'KI-Vorschlag',
  generate: {
    open: 'Bild mit KI erzeugen',
    title: 'Bild mit KI erzeugen',
    prompt: 'Was soll das Bild zeigen?',
    promptHint: 'Zum Beispiel: Grillplatte mit Bratwürsten auf einem Holzbrett, Tageslicht.',
    size: 'Format',
    sizes: { '1024x1024': 'Quadratisch (1024 × 1024)', '1536x1024': 'Querformat (1536 × 1024)', '1024x1536': 'Hochformat (1024 × 1536)' },
    submit: 'Bild erzeugen',
    busy: 'Bild wird erzeugt …',
    result: 'Vorschlag',
    resultHint: 'Der Vorschlag erscheint nirgends auf der Website, bis Sie ihn übernehmen.',
    accept: 'Übernehmen',
    discard: 'Verwerfen',
    discarded: 'Der Vorschlag wurde verworfen.',
    adminOnly: 'Nur Administratoren können Bilder mit KI erzeugen.',
  },
} as const;

/** web-kit's ImagePicker (image fields of products, categories, tags, donatees, divisions). */
export const imagePickerTexts = {
  choose: 'Bild auswählen',
  change: 'Bild ändern',
  remove: 'Bild entfernen',
  none: 'Kein Bild ausgewählt',
  dialogTitle: 'Bild auswählen',
  search: 'Bilder durchsuchen',
  upload: 'Neues Bild hochladen',
  uploading: 'Wird hochgeladen …',
  empty: 'Keine Bilder gefunden.',
  loading: 'Bilder werden geladen …',
  close: 'Schließen',
  selected: 'Ausgewähltes Bild',
  more: 'Weitere laden',
} as const;
