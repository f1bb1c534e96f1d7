/**
 * Texts of the configuration module (document 1 §3 "Config fields", §8) and of the fonts
 * the content service serves (§3, §7). The messages of §8 are quoted letter for letter
 * (operationTexts.configLoadFailed, configSaveFailed, fontsFailed); the
 * labels are ours, in the style of the catalogue.
 */
export const fontTexts = {
  /** 404 of /api/fonts/{family} and /fonts/google/{family}/… */
  unknownFamily: 'Diese Schriftart gibt es nicht.',
  unknownVariant: 'Diese Schriftvariante gibt es nicht.',
  unknownFile: 'Diese Schriftdatei gibt es nicht.',
} as const;
