/**
 * Texts of the identity service that the spec leaves open (document 1 §5: "German
 * texts in the style of the catalogue, one per rule").
 */
export const identityTexts = {
  /** A change would leave the back office without anyone able to manage users. */
  lastAdmin: 'Der letzte aktive Administrator kann nicht gelöscht, deaktiviert oder herabgestuft werden.',
} as const;
