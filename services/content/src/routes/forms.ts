import { z } from 'zod';
import {
  dataEnvelope,
  formNodeContentSchema,
  formSendMailActionSchema,
  formSubmissionBodySchema,
  formSubmissionResultSchema,
  formSubmissionSchema,
  type FormNodeContent,
} from '@asp/contracts';
import { websiteContentTexts } from '@asp/i18n';
import {
  HttpError,
  ROLE_EMPLOYEE,
  TOTAL_COUNT_HEADER,
  idParams,
  listPagingShape,
  notFound,
  requireRole,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { EnqueueFormMail } from '../forms/form-mail';
import { validateSubmission } from '../forms/form-validation';
import type { ContentDb, FormMail } from '../tables';

/** A public form node and its content, or null (unknown, not public, not a form, or content the server cannot read). */
async function findPublicForm(db: ContentDb, id: number): Promise<{ id: number; content: FormNodeContent } | null> {
  const row = await db.selectFrom('nodes').select(['id', 'data']).where('id', '=', id).executeTakeFirst();
  const data = row?.data as { type?: unknown; isPublic?: unknown; content?: unknown } | undefined;
  if (!row || data?.type !== 'form' || data.isPublic !== true) return null;
  const content = formNodeContentSchema.safeParse(data.content ?? {});
  return content.success ? { id: Number(row.id), content: content.data } : null;
}

/** The first sendMail action whose shape is complete; the others (unknown types) are not the server's business. */
function sendMailAction(content: FormNodeContent): FormMail | null {
  for (const action of content.actions) {
    const parsed = formSendMailActionSchema.safeParse(action);
    if (parsed.success && parsed.data.value.recipient.trim())
      return { ...parsed.data.value, recipient: parsed.data.value.recipient.trim() };
  }
  return null;
}

/**
 * Forms of the website (website.md §4, §7): a visitor's submission is checked against the
 * form node's fields (German message per field, all at once), STORED, and only then its
 * sendMail action is queued (`content.form-mail`) — a mail server that is down delays the
 * mail, it never loses the message. Staff read the stored submissions.
 */
export function registerFormRoutes(app: ServiceApp, ctx: ServiceContext, enqueue: EnqueueFormMail | null): void {
  const db = ctx.db as ContentDb;

  app.post(
    '/api/custom/form/:id',
    {
      schema: {
        summary: 'Forms: submit a form (stored, then mailed by its sendMail action)',
        params: idParams,
        body: formSubmissionBodySchema,
        response: { 201: dataEnvelope(formSubmissionResultSchema) },
      },
    },
    async (request, reply) => {
      const form = await findPublicForm(db, request.params.id);
      if (!form) throw notFound(websiteContentTexts.formNotFound);
      const { values, errors } = validateSubmission(form.content, request.body);
      if (errors.length > 0) throw new HttpError(400, errors);
      const mail = sendMailAction(form.content);
      const row = await db
        .insertInto('form_submissions')
        .values({
          node_id: form.id,
          form_name: form.content.name,
          values: JSON.stringify(values),
          mail: mail ? JSON.stringify(mail) : null,
          mail_status: mail ? 'queued' : 'none',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      if (mail && enqueue) {
        // After the commit; a failed add leaves the row 'queued' and the worker's start-up re-queue sends it.
        await enqueue({ submissionId: id }).catch((error: unknown) => request.log.error({ err: error, id }, 'form mail job not added'));
      }
      return reply.code(201).send({ data: { id, message: websiteContentTexts.formSubmitted } });
    },
  );

  app.get(
    '/api/custom/form/:id/submissions',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      schema: {
        summary: 'Forms: stored submissions of a form, newest first (paged)',
        params: idParams,
        querystring: z.object(listPagingShape),
        response: { 200: dataEnvelope(z.array(formSubmissionSchema)) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let query = db.selectFrom('form_submissions').selectAll().where('node_id', '=', id).orderBy('id', 'desc');
      if (request.query.limit !== undefined) query = query.limit(request.query.limit);
      if (request.query.offset !== undefined) query = query.offset(request.query.offset);
      const rows = await query.execute();
      const total = await db
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('node_id', '=', id)
        .executeTakeFirstOrThrow();
      reply.header(TOTAL_COUNT_HEADER, String(total.count));
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          formId: Number(row.node_id),
          formName: row.form_name,
          values: row.values as z.infer<typeof formSubmissionSchema>['values'],
          createdAt: new Date(row.created_at).toISOString(),
          mailStatus: row.mail_status,
          mailAttempts: row.mail_attempts,
          mailError: row.mail_error,
        })),
      };
    },
  );
}
