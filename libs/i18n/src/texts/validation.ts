/**
 * Server validation messages of document 1 §5, in the wording of the old
 * product's German validator translations. One text per rule.
 */
export const validationTexts = {
  blank: 'Dieser Wert sollte nicht leer sein.',
  tooShort: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens {limit} Zeichen haben.',
  tooLong: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens {limit} Zeichen haben.',
  choice: 'Sie haben einen ungültigen Wert ausgewählt.',
  email: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  url: 'Dieser Wert ist keine gültige URL.',
  fileTooLarge: 'Die Datei ist zu groß. Die maximal zulässige Dateigröße beträgt {limit}.',
  fileType: 'Der Dateityp der Datei ist ungültig.',
  imageDimensions: 'Die Bildgröße ist ungültig.',
  imageRatio: 'Das Seitenverhältnis des Bildes ist ungültig.',
  number: 'Dieser Wert sollte eine gültige Zahl sein.',
  tooSmall: 'Dieser Wert sollte größer oder gleich {limit} sein.',
  tooLarge: 'Dieser Wert sollte kleiner oder gleich {limit} sein.',
  /** An exclusive bound (z.positive(), .gt(), .lt()). */
  greaterThan: 'Dieser Wert sollte größer als {limit} sein.',
  lessThan: 'Dieser Wert sollte kleiner als {limit} sein.',
  integer: 'Dieser Wert sollte eine ganze Zahl sein.',
  date: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
  time: 'Dieser Wert entspricht keiner gültigen Zeitangabe.',
  boolean: 'Dieser Wert sollte wahr oder falsch sein.',
  type: 'Dieser Wert hat nicht den erwarteten Typ.',
  unique: 'Dieser Wert wird bereits verwendet.',
  password: 'Das Passwort muss mindestens {limit} Zeichen lang sein.',
  csrf: 'Ungültiges CSRF-Token. Bitte versuchen Sie, das Formular erneut zu senden.',
  invalid: 'Dieser Wert ist ungültig.',
  unknownField: 'Dieses Feld ist nicht erlaubt.',
  idempotencyMismatch: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  notFound: 'Der angeforderte Eintrag wurde nicht gefunden.',
  routeNotFound: 'Diese Adresse gibt es nicht.',
  /** A request body larger than the service accepts (413). */
  requestTooLarge: 'Die gesendeten Daten sind zu groß.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  serverError: 'Ein unbekannter Fehler ist aufgetreten.',
  serviceUnavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  /** 413: the body is larger than the route accepts; {limit} e.g. '64 KB' (formatByteSize). */
  bodyTooLarge: 'Die gesendeten Daten sind zu groß. Erlaubt sind höchstens {limit}.',
  /** NUL characters and lone UTF-16 surrogates, which PostgreSQL cannot store. */
  forbiddenCharacters: 'Dieser Wert enthält unzulässige Zeichen.',
  /** Keys such as __proto__ or constructor, which could reach Object.prototype. */
  forbiddenKey: 'Dieser Feldname ist nicht erlaubt.',
  tooDeep: 'Diese Daten sind zu tief verschachtelt.',
  numberOutOfRange: 'Diese Zahl liegt außerhalb des zulässigen Bereichs.',
  serviceRestarting: 'Der Dienst wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
} as const;
