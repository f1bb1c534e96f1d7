import { timeTrackingTexts } from '@asp/i18n';
import { signStaffToken } from '@asp/server-kit/testing';
import { ROLE_EMPLOYEE } from '@asp/contracts';
import { activityBody, errorsOf, scheduleBody, seedReplica, startTimeTracking, type Harness } from './helpers';
import { containsRun, pdfTexts } from '@asp/domain/testing';

let h: Harness;
const post = (url: string, payload: Record<string, unknown>) => h.call({ method: 'POST', url, headers: h.admin, payload });

beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  // Now: Wednesday 25 November 2026, 09:00. Klara (4): Tue–Sat 07:00–15:30 from 1 November.
  await post('/api/working-schedules', scheduleBody());
  // Tuesday 24th 07:00–15:30 Berlin with a 30-minute pause; Friday 20th on holiday.
  await post('/api/working-activities', activityBody());
  await post(
    '/api/working-activities',
    activityBody({ kind: 'holiday', start: '2026-11-19T23:00:00.000Z', end: '2026-11-20T23:00:00.000Z', pauses: [] }),
  );
  // Volker (2): Monday to Friday 08:00–16:30 from the 23rd, nothing worked yet.
  await post(
    '/api/working-schedules',
    scheduleBody({
      user: 2,
      validFrom: '2026-11-23',
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' })),
    }),
  );
});
afterAll(() => h.close());

test('the monthly time sheet PDF lists each day with times, breaks, worked, planned, balance, holidays and the sums', async () => {
  const response = await h.call({ method: 'GET', url: '/api/time-sheets/4/2026/11.pdf', headers: h.klara });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe('inline; filename="stundenzettel-konstanz-2026-11.pdf"');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const texts = pdfTexts(response.rawPayload);
  expect(texts).toContain('Stundenzettel 11.2026');
  expect(texts).toContain('Mitarbeiter: Klara Kessler (konstanz)');
  expect(texts).toContain('Erstellt am: 25.11.2026 09:00 – Monat nicht abgeschlossen');
  expect(containsRun(texts, ['Datum', 'Tag', 'Beginn', 'Ende', 'Pause', 'Ist', 'Soll', 'Saldo', 'Bemerkung'])).toBe(true);
  expect(containsRun(texts, ['24.11.2026', 'Di', '07:00', '15:30', '0:30', '8:00', '8:30', '-0:30'])).toBe(true);
  expect(containsRun(texts, ['20.11.2026', 'Fr', '8:30', '0:00', 'Urlaub'])).toBe(true);
  expect(containsRun(texts, ['01.11.2026', 'So', 'Allerheiligen'])).toBe(true);
  // 17 planned days of 8.5 h up to today; 8 h worked, 8.5 h holiday credited.
  expect(containsRun(texts, ['Summen', '8:00', '144:30', '-128:00'])).toBe(true);
  expect(texts).toContain('Übertrag Vormonat: 0:00');
  expect(texts).toContain('Saldo am Monatsende: -128:00');
  expect(texts).toContain('Urlaubskonto 2026: Anspruch 30 Tage, Übertrag 0 Tage, verfallen 0 Tage, genommen 1 Tage, Rest 29 Tage');
});

test('a closed month says so; others’ sheets are the admins’; an unknown user is a German 404', async () => {
  await post('/api/time-tracking/month-closings', { month: '2026-10' });
  const october = await h.call({ method: 'GET', url: '/api/time-sheets/4/2026/10.pdf', headers: h.admin });
  expect(pdfTexts(october.rawPayload).some((text) => text.endsWith('Monat abgeschlossen') && !text.includes('nicht'))).toBe(true);

  const others = await h.call({ method: 'GET', url: '/api/time-sheets/2/2026/11.pdf', headers: h.klara });
  expect(others.statusCode).toBe(403);
  expect(errorsOf(others)).toEqual([{ message: timeTrackingTexts.timeSheetNotYours }]);
  expect((await h.call({ method: 'GET', url: '/api/time-sheets/2/2026/11.pdf', headers: h.admin })).statusCode).toBe(200);
  const unknown = await h.call({ method: 'GET', url: '/api/time-sheets/99/2026/11.pdf', headers: h.admin });
  expect(unknown.statusCode).toBe(404);
  expect(errorsOf(unknown)).toEqual([{ message: 'Benutzer konnte nicht geladen werden.' }]);
  expect((await h.call({ method: 'GET', url: '/api/time-sheets/4/2026/13.pdf', headers: h.admin })).statusCode).toBe(400);
});

test('the payroll CSV: UTF-8 with BOM, semicolons, decimal commas, one line per employee planned or active in the month', async () => {
  const response = await h.call({ method: 'GET', url: '/api/time-sheets/2026/11.csv', headers: h.admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="arbeitszeiten-2026-11.csv"');
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(response.rawPayload.toString('utf8')).toBe(
    '\uFEFFPersonalnummer;Benutzername;Nachname;Vorname;Monat;Soll (Std.);Ist (Std.);Abwesenheit (Std.);Saldo Monat (Std.);' +
      'Übertrag Vormonat (Std.);Saldo Monatsende (Std.);Urlaubstage;Krankheitstage;Urlaub Rest (Tage)\r\n' +
      '4;konstanz;Kessler;Klara;11.2026;144,50;8,00;8,50;-128,00;0,00;-128,00;1;0;29\r\n' +
      '2;verkauf;Verkauf;Volker;11.2026;25,50;0,00;0,00;-25,50;0,00;-25,50;0;0;30\r\n',
  );
  const employee = signStaffToken({ sub: '4', username: 'konstanz', roles: [ROLE_EMPLOYEE], branches: [1] }).headers;
  expect((await h.call({ method: 'GET', url: '/api/time-sheets/2026/11.csv', headers: employee })).statusCode).toBe(403);
  // A month nobody worked or was planned in: the header line only.
  const empty = await h.call({ method: 'GET', url: '/api/time-sheets/2025/01.csv', headers: h.admin });
  expect(empty.rawPayload.toString('utf8').split('\r\n')).toHaveLength(2);
});
