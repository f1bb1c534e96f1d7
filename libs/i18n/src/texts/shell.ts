/**
 * Texts of the browser platform: the shell (host app), the shared web-kit
 * components and the first screens of the signage remote. Not quoted in the spec;
 * written in the product's German.
 */
export const shellTexts = {
  /** A remote that could not be loaded (server down, bad deploy); shown with operationTexts.retry. */
  remoteLoadFailed: 'Dieser Bereich konnte nicht geladen werden.',
  /** The remote registry (/remotes.json) could not be read. */
  remotesUnavailable: 'Die Anwendung konnte nicht gestartet werden.',
  /** Screen-reader label of the loader. */
  loading: 'Wird geladen …',
  /** Accessible label of a dialog's close button. */
  close: 'Schließen',
  /** Label of the link in the header that leads to the start page. */
  home: 'Startseite',
  /** Name of the installed app (web app manifest) while the configuration names no shop. */
  appFallbackName: 'Online-Shop',
} as const;

/** The TV player of the signage remote (/signage/{identifier}/{key}; /tv/{identifier} shows the start screen). */
export const signageTexts = {
  device: 'Gerät {identifier}',
  waiting: 'Warte auf Inhalte …',
  refused: 'Dieses Gerät ist nicht freigeschaltet (Geräteschlüssel ungültig).',
  noKey: 'Die Adresse dieses Geräts enthält keinen Geräteschlüssel.',
  soldOut: 'ausverkauft',
  canvasMissing: 'Der Browser kann kein Bildschirmfoto zeichnen.',
  /** The screenshot command's note when only the simple drawing (no layout) was possible. */
  screenshotSimplified: 'Vereinfachtes Bildschirmfoto (ohne Layout): {reason}',
  screenshotNoSlide: 'keine Folie angezeigt',
  /** Drawn where a video of another origin without CORS is: its frame cannot be put on the picture. */
  videoNotCaptured: 'Video (fremde Quelle, nicht erfassbar)',
  /** The screenshot command's note when such a video is on the picture as that placeholder. */
  screenshotVideoNotCaptured:
    'Videobild nicht erfasst: Das Video kommt von einer fremden Quelle ohne CORS-Freigabe; im Bildschirmfoto steht ein Platzhalter.',
} as const;
