/** The back office's rich-text editor (ours, issue 13): toolbar labels and the link form. */
export const richTextTexts = {
  toolbar: 'Formatierung',
  bold: 'Fett',
  italic: 'Kursiv',
  heading: 'Überschrift',
  bulletList: 'Liste',
  orderedList: 'Nummerierte Liste',
  link: 'Link',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  linkAddress: 'Link-Adresse',
  linkAddressHint: 'Eine Adresse mit https://, mailto: oder tel:',
  linkApply: 'Übernehmen',
  linkRemove: 'Link entfernen',
  linkCancel: 'Abbrechen',
  /** Only where images are allowed (the website builder's rich text). */
  image: 'Bild einfügen',
  imageUploading: 'Bild wird hochgeladen...',
} as const;
