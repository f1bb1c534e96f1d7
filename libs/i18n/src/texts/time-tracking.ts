/**
 * Texts of the time-tracking service (issue 15). The load/save messages of activities,
 * schedules, projects and tasks come from resourceError(…) ('Aktivität', 'Planung', 'Projekt',
 * 'Aufgabe'), the terminal's and time sheets' load/punch messages from operationTexts
 * (document 1 §8). These are the server's reasons, ours, in the catalogue's tone.
 */
export const timeTrackingTexts = {
  /** 401 for a wrong, revoked or unknown terminal token: one message, it tells nothing apart. */
  invalidTerminalToken: 'Ungültiger oder gesperrter Terminal-Schlüssel.',
  /** 404 at the terminal: no such user, disabled, or not working at the terminal's branch. */
  unknownUser: 'Benutzer konnte nicht geladen werden.',
  alreadyRunning: 'Es läuft bereits eine Aktivität. Bitte zuerst beenden.',
  notRunning: 'Es läuft keine Aktivität.',
  alreadyPaused: 'Die Aktivität ist bereits pausiert.',
  notPaused: 'Die Aktivität ist nicht pausiert.',
  punchInFuture: 'Die Stempelzeit liegt in der Zukunft.',
  punchTooOld: 'Die Stempelzeit liegt mehr als 24 Stunden zurück. Bitte im Backoffice nachtragen.',
  punchBeforeLast: 'Die Stempelzeit liegt vor dem letzten Stempel.',
  endBeforeStart: 'Das Ende liegt vor dem Beginn.',
  pauseOutside: 'Pausen müssen innerhalb der Aktivität liegen und dürfen sich nicht überschneiden.',
  openPauseOnEnded: 'Eine beendete Aktivität kann keine offene Pause haben.',
  openActivityExists: 'Für diesen Benutzer läuft bereits eine Aktivität.',
  unknownProject: 'Unbekanntes Projekt.',
  taskOfOtherProject: 'Die Aufgabe gehört nicht zu diesem Projekt.',
  unknownTask: 'Unbekannte Aufgabe.',
  projectHasTasks: 'Das Projekt hat noch Aufgaben.',
  unknownBranch: 'Unbekannte Filiale.',
  validToBeforeFrom: 'Das Ende der Gültigkeit liegt vor ihrem Beginn.',
  fromAfterTo: 'Der Beginn liegt nach dem Ende.',
  tooManyMonths: 'Höchstens 24 Monate auf einmal.',
  monthClosed: 'Der Monat {month} ist abgeschlossen. Änderungen nur durch einen Administrator mit neuer Begründung.',
  monthClosedNoDelete: 'Der Monat {month} ist abgeschlossen: Aktivitäten können nicht mehr gelöscht werden.',
  monthClosedPunch: 'Der Monat {month} ist abgeschlossen.',
  monthAlreadyClosed: 'Der Monat {month} ist bereits abgeschlossen.',
  absenceTooLong: 'Ein Antrag umfasst höchstens 60 Tage.',
  absenceNotYourBranch: 'Sie arbeiten nicht in dieser Filiale.',
  absenceNoBranch: 'Kein Antrag möglich: Ihnen ist keine Filiale zugeordnet.',
  absenceAlreadyDecided: 'Über diesen Antrag wurde bereits entschieden.',
  // The week grid (issue 15): copy last week, move and add shifts.
  noScheduleOnDay: 'Für {name} gibt es am {date} keinen gültigen Arbeitsplan in dieser Filiale.',
  shiftOverlaps: 'Die Schicht {start}–{end} von {name} am {date} überschneidet sich mit einer bereits geplanten Schicht.',
  shiftNotFound: 'Die Schicht wurde nicht gefunden. Bitte die Woche neu laden.',
  noBranchAccess: 'Sie arbeiten nicht in dieser Filiale.',
  // Terminal PINs (issue 15).
  pinRequired: 'Bitte PIN eingeben.',
  pinWrong: 'Die PIN ist falsch.',
  pinLocked: 'Zu viele falsche PIN-Eingaben. Bitte in 15 Minuten erneut versuchen.',
  // Time sheet files (issue 15).
  timeSheetUnknownUser: 'Benutzer konnte nicht geladen werden.',
} as const;
