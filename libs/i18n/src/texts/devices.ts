/**
 * Texts of the devices service: what receipts and labels print, and the lines of a
 * device's log. The load/save messages ('Gerät konnte nicht … werden.', 'Geräte konnten
 * nicht geladen werden.') come from resourceError('devices', …), the test and log-request
 * failures from operationTexts (document 1 §8).
 */
export const receiptTexts = {
  ticket: 'Ticket',
  orderNumber: 'Bestellnummer',
  orderedAt: 'Bestellt',
  pickupAt: 'Abholung',
  deliveryAt: 'Lieferung',
  dineInAt: 'Dine In',
  asSoonAsPossible: 'so bald wie möglich',
  orderType: 'Bestellart',
  customer: 'Kunde',
  phone: 'Telefon',
  table: 'Tisch',
  deliveryAddress: 'Lieferadresse',
  net: 'Netto',
  tax: 'MwSt.',
  taxRate: 'MwSt. {rate} %',
  gross: 'Gesamt',
  delivery: 'Liefergebühr',
  approximate: 'ca.',
  paymentMethod: 'Zahlungsart',
  paid: 'bezahlt',
  unpaid: 'offen',
  comment: 'Kommentar',
  quotation: 'Angebotsanfrage',
  preorder: 'Vorbestellung',
  thanks: 'Vielen Dank für Ihre Bestellung!',
  labelOf: 'Etikett {index} von {count}',
  testPageTitle: 'Testdruck',
  testPageLine: 'Der Drucker {name} ({identifier}) ist richtig angeschlossen: äöü ÄÖÜ ß €',
  testNotification: 'Testnachricht: Gerät {name} ({identifier}) ist erreichbar.',
} as const;

export const deviceLogTexts = {
  printed: '{job}: {bytes} Bytes an {address} gesendet.',
  printFailed: '{job}: Versuch {attempt} von {attempts} fehlgeschlagen: {reason}',
  noPrinter: 'Kein Belegdrucker für Filiale {branch} eingerichtet.',
  notAPrinter: 'Dieses Gerät ist kein Drucker.',
  notificationSent: 'Testnachricht an {address} gesendet.',
  notificationFailed: 'Testnachricht fehlgeschlagen: {reason}',
  status: 'Status ({request}): {answer}',
  statusFailed: 'Statusabfrage fehlgeschlagen: {reason}',
  notSupported: 'Dieses Gerät beantwortet keine Statusabfrage.',
} as const;

export const deviceTexts = {
  notVirtual: 'Dieses Gerät ist kein virtueller Drucker.',
  printerNeedsNetwork: 'Drucker werden über das Netzwerk (Host und Port) angeschlossen.',
} as const;

// The back office's devices module (Geräte) has its own file.
export * from './backoffice-devices';
