/**
 * Texts of the signage service (issue 16). Load/save messages ('Szene konnte nicht …
 * werden.', 'TVs konnten nicht geladen werden.') come from resourceError with the nouns of
 * resources.ts; 'Befehl konnte nicht ausgeführt / abgebrochen werden.' from operationTexts
 * (document 1 §8). These are ours, in the catalogue's style.
 */
export const signageServiceTexts = {
  /** 401 of every player call: wrong key, unknown TV or no key yet — told apart by nothing. */
  invalidDeviceKey: 'Ungültiger TV-Schlüssel oder unbekannter TV.',
  /** 409 of a command while another one is still pending or running. */
  commandBusy: 'Befehl konnte nicht ausgeführt werden. Ein anderer Befehl läuft noch; brechen Sie ihn zuerst ab.',
  /** 409 of abort when no command is pending or running. */
  nothingToAbort: 'Befehl konnte nicht abgebrochen werden. Es läuft kein Befehl.',
  /** 409 of a TV reporting on a command that is not its current one or already finished. */
  commandNotActive: 'Dieser Befehl ist nicht mehr aktiv.',
  /** 409 of a report that does not follow pending → running → done | failed. */
  commandStateInvalid: 'Dieser Befehlsstatus passt nicht zum aktuellen Stand des Befehls.',
  unknownScene: 'Diese Szene gibt es nicht.',
  unknownStream: 'Diesen Stream gibt es nicht.',
  unknownSegment: 'Diese Filmsequenz gibt es nicht.',
  sceneInUse: 'Diese Szene ist noch einem TV zugewiesen.',
  streamInUse: 'Dieser Stream ist noch einem TV zugewiesen.',
  segmentInUse: 'Diese Filmsequenz wird noch in einem Stream oder einer Szene verwendet.',
  mediaOrUrlRequired: 'Bitte wählen Sie eine Datei oder geben Sie eine Adresse an.',
  htmlRequired: 'Bitte geben Sie den Text der Folie ein.',
  templateRequired: 'Bitte wählen Sie eine Bildvorlage.',
  categoryRequired: 'Bitte wählen Sie eine Kategorie für die Menütafel.',
  noScreenshot: 'Von diesem TV gibt es noch kein Bildschirmfoto.',
  screenshotTooLarge: 'Das Bildschirmfoto ist zu groß. Erlaubt sind höchstens 2 MB.',
  screenshotInvalid: 'Das Bildschirmfoto ist kein PNG-, JPEG- oder WebP-Bild.',
  soldOut: 'ausverkauft',
} as const;
