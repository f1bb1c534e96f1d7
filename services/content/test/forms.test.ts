import { validationTexts, websiteContentTexts } from '@asp/i18n';
import { waitFor } from '@asp/server-kit/testing';
import { readContentOptions } from '../src/config';
import { errorsOf, startContent, type Harness } from './helpers';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

/**
 * Forms (website.md §4, §7): server validation with a German message per field, the
 * submission stored first, then its sendMail action through the `content.form-mail`
 * queue to a real SMTP server — also when that server refuses for a while.
 */
let h: Harness;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const defaults = readContentOptions({});
  h = await startContent({}, { formMail: { ...defaults.formMail, smtpUrl: smtp.url, backoffMs: 200, attempts: 4 } });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const field = (type: 'text' | 'boolean' | 'select', value: Record<string, unknown>) => ({ type, value });
const contactForm = (identifier: string, extra: Record<string, unknown> = {}) => ({
  identifier,
  type: 'form',
  isPublic: true,
  content: {
    name: 'Kontakt',
    description: '<p>Schreiben Sie uns.</p>',
    fields: [
      field('text', { type: 'text', label: 'Name', isRequired: true, fieldId: 'name' }),
      field('text', { type: 'email', label: 'E-Mail', isRequired: true, fieldId: 'email' }),
      field('text', { type: 'phone', label: 'Telefon', isRequired: false, fieldId: 'phone' }),
      field('text', { type: 'textarea', label: 'Nachricht', isRequired: true }),
      field('select', {
        type: 'text',
        label: 'Filiale',
        isRequired: false,
        fieldId: 'branch',
        options: [{ value: 'Konstanz' }, { value: 'Bodman' }],
      }),
      field('boolean', { type: 'text', label: 'Datenschutz gelesen', isRequired: true, fieldId: 'privacy' }),
    ],
    actions: [
      {
        type: 'sendMail',
        value: { recipient: 'laden@metzgerei.test', subject: 'Kontaktanfrage', message: 'Neue Anfrage über die Website.' },
      },
    ],
    ...extra,
  },
});

async function createForm(identifier: string, extra: Record<string, unknown> = {}, isPublic = true) {
  const response = await h.call({
    method: 'POST',
    url: '/api/nodes',
    headers: h.admin,
    payload: { ...contactForm(identifier, extra), isPublic },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}
const submit = (id: number, payload: unknown) => h.call({ method: 'POST', url: `/api/custom/form/${id}`, payload: payload as object });
const valid = {
  name: 'Erika Muster',
  email: 'erika@example.de',
  phone: '+49 7531 12345',
  '3': 'Haben Sie Lammkeule?',
  branch: 'Konstanz',
  privacy: true,
};

test('every invalid field is answered at once, each on its field, in German; nothing is stored', async () => {
  const id = await createForm('kontakt-validierung');
  const response = await submit(id, { name: '  ', email: 'kein-at', phone: 'abc', branch: 'Paris', privacy: false, extra: 'x' });
  expect(response.statusCode).toBe(400);
  expect(errorsOf(response)).toEqual([
    { message: validationTexts.blank, field: 'name' },
    { message: validationTexts.email, field: 'email' },
    { message: websiteContentTexts.phone, field: 'phone' },
    { message: validationTexts.blank, field: '3' },
    { message: validationTexts.choice, field: 'branch' },
    { message: validationTexts.blank, field: 'privacy' },
    { message: validationTexts.unknownField, field: 'extra' },
  ]);
  const stored = await h.service.ctx.db.selectFrom('form_submissions').select('id').where('node_id', '=', id).execute();
  expect(stored).toHaveLength(0);
});

test('a valid submission is stored and its mail arrives at the SMTP server (escaped, reply-to the visitor)', async () => {
  const id = await createForm('kontakt-versand');
  const response = await submit(id, { ...valid, '3': 'Haben Sie <b>Lammkeule</b>?' });
  expect(response.statusCode).toBe(201);
  expect(response.json().data).toEqual({ id: expect.any(Number), message: websiteContentTexts.formSubmitted });
  const mail = (await waitFor(() => smtp.mails.find((m) => m.subject === 'Kontaktanfrage' && m.text?.includes('Erika Muster')), 15_000))!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('laden@metzgerei.test');
  expect(mail.replyTo?.text).toBe('erika@example.de');
  expect(mail.text).toContain('Nachricht: Haben Sie <b>Lammkeule</b>?');
  expect(mail.html).toContain('Haben Sie &lt;b&gt;Lammkeule&lt;/b&gt;?');
  expect(mail.text).toContain('Datenschutz gelesen: Ja');

  const list = (await waitFor(async () => {
    const answer = await h.call({ method: 'GET', url: `/api/custom/form/${id}/submissions?limit=10`, headers: h.employee });
    return answer.json().data[0]?.mailStatus === 'sent' ? answer : null;
  }))!;
  expect(list.headers['x-total-count']).toBe('1');
  expect(list.json().data[0]).toMatchObject({ formName: 'Kontakt', mailAttempts: 1, mailError: null });
  expect((await h.call({ method: 'GET', url: `/api/custom/form/${id}/submissions` })).statusCode).toBe(401);
});

test('while the mail server refuses, the submission is kept and the mail retried until it goes through', async () => {
  const id = await createForm('kontakt-ausfall');
  smtp.refuseNext = 2;
  const response = await submit(id, { ...valid, name: 'Max Ausfall' });
  expect(response.statusCode).toBe(201);
  const stored = await h.service.ctx.db.selectFrom('form_submissions').selectAll().where('node_id', '=', id).executeTakeFirstOrThrow();
  expect(stored.values).toContainEqual({ key: 'name', label: 'Name', value: 'Max Ausfall' });
  await waitFor(() => smtp.mails.find((m) => m.text?.includes('Max Ausfall')), 20_000);
  const row = (await waitFor(async () => {
    const current = await h.service.ctx.db.selectFrom('form_submissions').selectAll().where('node_id', '=', id).executeTakeFirstOrThrow();
    return current.mail_status === 'sent' ? current : null;
  }))!;
  expect(row.mail_attempts).toBe(3);
  expect(smtp.mails.filter((m) => m.text?.includes('Max Ausfall'))).toHaveLength(1);
});

test('unknown, private and non-form nodes answer 404; a form without sendMail stores without mail', async () => {
  const hidden = await createForm('kontakt-privat', {}, false);
  expect((await submit(hidden, valid)).statusCode).toBe(404);
  expect(errorsOf(await submit(999_999, valid))).toEqual([{ message: websiteContentTexts.formNotFound }]);
  const popup = await h.call({
    method: 'POST',
    url: '/api/nodes',
    headers: h.admin,
    payload: { identifier: 'kein-formular', type: 'popup', content: {} },
  });
  expect((await submit(popup.json().data.id, valid)).statusCode).toBe(404);

  const quiet = await createForm('kontakt-ohne-mail', { actions: [] });
  expect((await submit(quiet, valid)).statusCode).toBe(201);
  const list = await h.call({ method: 'GET', url: `/api/custom/form/${quiet}/submissions`, headers: h.admin });
  expect(list.json().data[0]).toMatchObject({ mailStatus: 'none', mailAttempts: 0 });
});
