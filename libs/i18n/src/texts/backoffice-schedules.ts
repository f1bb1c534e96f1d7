/**
 * Back office (issue 15): the working schedules' week grid, the time sheet files and the
 * terminal PINs.
 */
export const backofficeScheduleTexts = {
  schedulesTitle: 'Arbeitsplanung',
  branch: 'Filiale',
  department: 'Abteilung',
  allDepartments: 'Alle Abteilungen',
  week: 'Woche',
  previousWeek: '‹ Vorwoche',
  nextWeek: 'Nächste Woche ›',
  thisWeek: 'Diese Woche',
  copyWeek: 'Vorwoche kopieren',
  copyWeekConfirmTitle: 'Vorwoche kopieren?',
  copyWeekConfirmText: 'Die Schichten der Woche ab {from} werden in die Woche ab {to} kopiert.',
  copied: '{count} Schichten kopiert.',
  moved: 'Schicht verschoben.',
  added: 'Schicht hinzugefügt.',
  employee: 'Mitarbeiter',
  planned: 'Soll {hours}',
  noRows: 'Für diese Filiale ist in dieser Woche niemand eingeplant.',
  weeklyPlan: 'Wochenplan',
  shift: 'Schicht {start}–{end}',
  shiftHelp:
    'Schichten mit der Maus auf einen anderen Tag oder Mitarbeiter ziehen. Tastatur: Schicht fokussieren, Leertaste zum Aufnehmen, Pfeiltasten zum Verschieben, Leertaste zum Ablegen, Escape zum Abbrechen.',
  pickedUp: 'Schicht {start}–{end} aufgenommen. Mit den Pfeiltasten verschieben, mit Leertaste ablegen.',
  over: 'Ziel: {name}, {date}.',
  dropCancelled: 'Verschieben abgebrochen.',
  readOnly: 'Schichten planen nur Administratoren. Hier sehen Sie den Plan Ihrer Filiale.',
  addShift: 'Schicht hinzufügen',
  date: 'Tag',
  start: 'Beginn',
  end: 'Ende',
  weekLoadFailed: 'Arbeitsplanung konnte nicht geladen werden.',
  copyWeekFailed: 'Vorwoche konnte nicht kopiert werden.',
  moveShiftFailed: 'Schicht konnte nicht verschoben werden.',
  addShiftFailed: 'Schicht konnte nicht hinzugefügt werden.',
  // Time sheet files.
  downloads: 'Stundenzettel und Lohnexport',
  pdfFor: 'Stundenzettel (PDF)',
  pdfNeedsUser: 'Für den Stundenzettel bitte einen Mitarbeiter wählen.',
  payrollCsv: 'Lohnexport aller Mitarbeiter (CSV)',
  // Terminal PINs.
  pinsTitle: 'Terminal-PINs',
  pinsIntro: 'Mit einer PIN kann am Terminal nur der Mitarbeiter selbst stempeln. Die PIN wird nur verschlüsselt gespeichert.',
  pin: 'PIN (4–6 Ziffern)',
  pinInvalid: 'Die PIN besteht aus 4 bis 6 Ziffern.',
  setPin: 'PIN setzen',
  removePin: 'PIN entfernen',
  pinSet: 'PIN gespeichert.',
  pinRemoved: 'PIN entfernt.',
  hasPin: 'PIN gesetzt am {date}',
  pinsLoadFailed: 'Terminal-PINs konnten nicht geladen werden.',
  pinSaveFailed: 'PIN konnte nicht gespeichert werden.',
  pinRemoveFailed: 'PIN konnte nicht entfernt werden.',
} as const;

/** The punch terminal's employee list and PIN entry (issue 15). */
export const terminalPinTexts = {
  chooseName: 'Bitte tippen Sie auf Ihren Namen.',
  orUsername: 'Nicht in der Liste? Benutzername eingeben:',
  pinLabel: 'PIN',
  pinHint: 'Bitte PIN eingeben.',
  back: 'Zurück',
  offlineNoSealKey:
    'Offline kann mit PIN erst gestempelt werden, wenn das Terminal einmal online war. Bitte später erneut versuchen oder in der Verwaltung nachtragen lassen.',
} as const;

/** An employee's own holiday request in the back office (issue 15). */
export const absenceRequestFormTexts = {
  title: 'Urlaub beantragen',
  from: 'Erster Tag',
  to: 'Letzter Tag',
  halfDay: 'Halber Tag',
  comment: 'Kommentar',
  submit: 'Beantragen',
  requested: 'Urlaub beantragt.',
  datesMissing: 'Bitte ersten und letzten Tag angeben.',
  requestFailed: 'Urlaubsantrag konnte nicht gestellt werden.',
} as const;
