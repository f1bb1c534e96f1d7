import { fill } from '../format';

/**
 * Texts of the back-office modules for people and records (issue 13): users, customers,
 * external users, logs and the user settings. The spec names the modules, the nouns and the
 * messages (resources.ts, auth.ts); the labels are ours, in the catalogue's style.
 */
export const usersTexts = {
  title: 'Benutzer',
  newTitle: 'Neuer Benutzer',
  editTitle: 'Benutzer bearbeiten',
  username: 'Benutzername',
  firstName: 'Vorname',
  lastName: 'Nachname',
  name: 'Name',
  email: 'E-Mail',
  roles: 'Rollen',
  branches: 'Filialen',
  allBranchesHint: 'Ohne Filiale: Administratoren sehen alle Filialen.',
  password: 'Passwort',
  passwordHint: 'Mindestens {limit} Zeichen.',
  newPassword: 'Neues Passwort',
  newPasswordHint: 'Leer lassen, um das Passwort nicht zu ändern. Mindestens {limit} Zeichen.',
  state: 'Status',
  isEnabled: 'Aktiv (darf sich anmelden)',
  isLocked: 'Gesperrt',
  showCustomerData: 'Darf Kundendaten sehen',
  /** States as the list shows them; the disabled and locked wording follows the auth messages of §8. */
  states: { enabled: 'Aktiv', disabled: 'Deaktiviert', locked: 'Gesperrt' },
  stateHelp: {
    disabled: 'Der Account ist deaktiviert.',
    locked: 'Der Account ist gesperrt.',
  },
  lock: 'Sperren',
  unlock: 'Entsperren',
  enable: 'Aktivieren',
  disable: 'Deaktivieren',
  roleNames: { ROLE_ADMIN: 'Administrator', ROLE_EMPLOYEE: 'Mitarbeiter' },
  search: 'Suche (Name, Benutzername, E-Mail)',
  anyRole: 'Alle Rollen',
  anyState: 'Alle Status',
  anyBranch: 'Alle Filialen',
  adminOnly: 'Nur Administratoren können Benutzer verwalten.',
} as const;

export const customersTexts = {
  title: 'Kunden',
  newTitle: 'Neuer Kunde',
  editTitle: 'Kunde bearbeiten',
  firstName: 'Vorname',
  lastName: 'Nachname',
  companyName: 'Firma',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  street: 'Straße',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  comment: 'Bemerkung',
  nameHint: 'Nachname oder Firma ist nötig.',
  search: 'Suche (Name, Firma, E-Mail, Telefon, Ort)',
  anyCountry: 'Alle Länder',
  countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' },
} as const;

export const externalUsersTexts = {
  title: 'Externe Benutzer',
  newTitle: 'Neuer externer Benutzer',
  editTitle: 'Externen Benutzer bearbeiten',
  name: 'Name',
  company: 'Firma',
  email: 'E-Mail',
  phone: 'Telefon',
  comment: 'Bemerkung',
  isEnabled: 'Aktiv',
  search: 'Suche (Name, Firma, E-Mail, Telefon)',
  anyState: 'Alle',
  enabledOnly: 'Nur aktive',
  disabledOnly: 'Nur inaktive',
} as const;

export const logsTexts = {
  title: 'Logs',
  detailTitle: 'Log-Eintrag',
  occurredAt: 'Zeitpunkt',
  user: 'Benutzer',
  resource: 'Bereich',
  resourceId: 'ID',
  action: 'Aktion',
  label: 'Eintrag',
  summary: 'Zusammenfassung',
  changedFields: 'Geänderte Felder',
  reason: 'Grund der Änderung',
  event: 'Ereignis',
  from: 'Von',
  to: 'Bis',
  anyResource: 'Alle Bereiche',
  anyAction: 'Alle Aktionen',
  userFilter: 'Benutzername',
  search: 'Eintrag (Name)',
  /** A change nobody signed in made: demo data, background jobs, the shop. */
  system: 'System',
  actions: { created: 'angelegt', updated: 'geändert', deleted: 'gelöscht', 'signed-in': 'angemeldet' },
  actionNames: { created: 'Angelegt', updated: 'Geändert', deleted: 'Gelöscht', 'signed-in': 'Anmeldung' },
  /** '{resource} „{label}“ {action}' e.g. 'Filiale „Konstanz“ geändert'. */
  summaryWithLabel: '{resource} „{label}“ {action}',
  summaryWithoutLabel: '{resource} #{id} {action}',
  summarySignIn: '{user} hat sich angemeldet',
  unknownResource: 'Eintrag',
  back: 'Zurück zu den Logs',
  /** Bereich names for the subject stems of the event catalogues. */
  resources: {
    'identity.user': 'Benutzer',
    'identity.customer': 'Kunde',
    'identity.external-user': 'Externer Benutzer',
    'identity.login': 'Anmeldung',
    'catalog.division': 'Organisation',
    'catalog.branch': 'Filiale',
    'catalog.department': 'Abteilung',
    'catalog.menu': 'Produktkatalog',
    'catalog.category': 'Kategorie',
    'catalog.tag': 'Tag',
    'catalog.product': 'Produkt',
    'catalog.table': 'Tisch',
    'catalog.donatee': 'Spendenempfänger',
    'content.navigation': 'Navigation',
    'content.site': 'Seite',
    'content.block': 'Inhalt',
    'content.node': 'Inhalt',
    'content.redirect': 'Weiterleitung',
    'content.upload': 'Upload',
    'content.image': 'Bild',
    'content.image-template': 'Bildvorlage',
    'devices.device': 'Gerät',
    'signage.scene': 'Szene',
    'signage.segment': 'Filmsequenz',
    'signage.stream': 'Stream',
    'signage.device': 'TV',
    'time-tracking.working-activity': 'Aktivität',
    'time-tracking.working-schedule': 'Planung',
    'time-tracking.project': 'Projekt',
    'time-tracking.task': 'Aufgabe',
    'time-tracking.terminal-token': 'Terminal-Zugang',
  } as Record<string, string>,
  /** German names of the record fields that change most; others are shown as they are named. */
  fields: {
    name: 'Name',
    title: 'Titel',
    description: 'Beschreibung',
    identifier: 'Kennung',
    username: 'Benutzername',
    firstName: 'Vorname',
    lastName: 'Nachname',
    companyName: 'Firma',
    company: 'Firma',
    email: 'E-Mail',
    phone: 'Telefon',
    street: 'Straße',
    zipCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    comment: 'Bemerkung',
    roles: 'Rollen',
    branches: 'Filialen',
    branch: 'Filiale',
    isEnabled: 'Aktiv',
    isLocked: 'Gesperrt',
    isPublic: 'Öffentlich',
    price: 'Preis',
    path: 'Pfad',
    openingHours: 'Öffnungszeiten',
    showCustomerData: 'Darf Kundendaten sehen',
  } as Record<string, string>,
} as const;

/** User settings of document 1 §3 (show_product_data, show_customer_data), kept in this browser. */
export const userSettingsTexts = {
  title: 'Einstellungen',
  menu: 'Einstellungen',
  intro: 'Diese Einstellungen gelten nur in diesem Browser.',
  showProductData: 'Produktdaten in Listen anzeigen',
  showProductDataHint: 'Zeigt in den Bestellpositionen Einheit, Menge und Einzelpreis.',
  showCustomerData: 'Kundendaten in Listen anzeigen',
  showCustomerDataHint: 'Zeigt in der Bestellliste Name und Kontakt der Kunden (soweit Ihr Benutzer sie sehen darf).',
  /** The product data of an order item, shown with show_product_data. */
  productNumber: 'Art.-Nr. {id}',
  unitPrice: 'Einzelpreis {price} / {unit}',
  taxRate: 'MwSt. {rate} %',
} as const;

type AuditActionKey = keyof typeof logsTexts.actions;

/**
 * One line saying what a log entry records, e.g. 'Filiale „Konstanz“ geändert',
 * 'Kunde #12 gelöscht', 'admin hat sich angemeldet'. The API answers it as `summary`.
 */
export function auditSummary(entry: {
  resource: string;
  resourceId: number | null;
  action: AuditActionKey;
  label: string;
  actor: { username: string } | null;
}): string {
  if (entry.action === 'signed-in') return fill(logsTexts.summarySignIn, { user: entry.actor?.username ?? entry.label });
  const resource = logsTexts.resources[entry.resource] ?? logsTexts.unknownResource;
  const action = logsTexts.actions[entry.action];
  return entry.label
    ? fill(logsTexts.summaryWithLabel, { resource, label: entry.label, action })
    : fill(logsTexts.summaryWithoutLabel, { resource, id: entry.resourceId ?? '?', action });
}
