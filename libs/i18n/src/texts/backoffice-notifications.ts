/**
 * Customer notifications in the back office (issue 12 "Notifications": a visible failed
 * state; the development SMS provider stores its messages where the back office shows
 * them). The spec shows no texts for these screens, so the labels are ours; the kind
 * names follow the order history's event names.
 */
export const backofficeNotificationTexts = {
  title: 'Benachrichtigungen',
  none: 'Noch keine Benachrichtigungen.',
  kinds: {
    received: 'Bestellung eingegangen',
    confirmed: 'Bestätigt',
    rejected: 'Abgelehnt',
    canceled: 'Storniert',
    'ready-for-pickup': 'Abholbereit',
    'on-its-way': 'Unterwegs',
    'final-amount': 'Endbetrag',
  },
  channels: { email: 'E-Mail', sms: 'SMS' },
  statuses: { queued: 'Wartet', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
  /** Columns. */
  kind: 'Nachricht',
  channel: 'Kanal',
  recipient: 'Empfänger',
  status: 'Status',
  createdAt: 'Erstellt',
  sentAt: 'Gesendet am',
  attempts: 'Versuche: {attempts}',
  lastError: 'Letzter Fehler: {error}',
  pageOf: '{shown} von {total}',
  /** The development SMS page (/backend/orders/sms, admins). */
  smsTab: 'SMS (Entwicklung)',
  smsTitle: 'SMS (Entwicklung)',
  smsIntro: 'Der Entwicklungs-Anbieter sendet keine SMS, er speichert sie hier (neueste zuerst).',
  smsTime: 'Zeit',
  smsText: 'Text',
  smsOrder: 'Bestellung',
  smsOrderLink: 'Bestellung #{id}',
} as const;
