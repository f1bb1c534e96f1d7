import { z } from 'zod';

/**
 * Forms (website.md §3 "Form node", §4, §7): a node of type `form` whose content holds the
 * fields and the sendMail action. `POST /api/custom/form/{id}` checks a submission against
 * the fields, stores it, and then mails it through the `content.form-mail` queue.
 */

/** Kinds of a field's value (website.md §3 "value holding type (text, phone, email, textarea)"). */
export const formInputTypeSchema = z.enum(['text', 'phone', 'email', 'textarea']);

/** One field entry of a form node's `content.fields`. */
export const formFieldSchema = z.looseObject({
  type: z.enum(['text', 'boolean', 'select']).default('text'),
  value: z
    .looseObject({
      type: formInputTypeSchema.default('text'),
      label: z.string().max(255).default(''),
      description: z.string().max(1000).optional(),
      isRequired: z.boolean().default(false),
      fieldId: z.string().max(64).optional(),
      hasMaxWidth: z.boolean().optional(),
      options: z
        .array(z.looseObject({ value: z.string().max(255) }))
        .max(100)
        .optional(),
    })
    .default({ type: 'text', label: '', isRequired: false }),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** The sendMail action (website.md §3 "Actions: sendMail with recipient, subject, message"). */
export const formSendMailActionSchema = z.object({
  type: z.literal('sendMail'),
  value: z.object({
    recipient: z.string().max(320),
    subject: z.string().max(255).default(''),
    message: z.string().max(10_000).default(''),
  }),
});

/** What the server reads from a form node's content (other keys pass through). */
export const formNodeContentSchema = z.looseObject({
  name: z.string().max(255).default(''),
  description: z.string().max(100_000).optional(),
  thankYouMessage: z.string().max(100_000).optional(),
  fields: z.array(formFieldSchema).max(100).default([]),
  actions: z
    .array(z.looseObject({ type: z.string() }))
    .max(20)
    .default([]),
});
export type FormNodeContent = z.infer<typeof formNodeContentSchema>;

/** Body of `POST /api/custom/form/{id}`: values keyed by fieldId (or by position, '0', '1', …). */
export const formSubmissionBodySchema = z.record(
  z.string().max(64),
  z.union([z.string().max(10_000), z.boolean(), z.array(z.string().max(1000)).max(100), z.null()]),
);
export type FormSubmissionBody = z.infer<typeof formSubmissionBodySchema>;

/** 201 answer of a submission. */
export const formSubmissionResultSchema = z.object({ id: z.number().int(), message: z.string() });

/** A stored submission (`GET /api/form-submissions`, staff; newest first, `formId` filter, paged). */
export const formSubmissionSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  formName: z.string(),
  /** Label → entered value, in the form's field order. */
  values: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  createdAt: z.string(),
  /** none: the form has no sendMail action; queued, sent, failed: the mail's state. */
  mailStatus: z.enum(['none', 'queued', 'sent', 'failed']),
  mailAttempts: z.number().int(),
  mailError: z.string().nullable(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** Job of `contentQueues.formMail` (job id = `form-submission-<id>`). */
export const sendFormMailJobSchema = z.object({ submissionId: z.number().int().positive() });
export type SendFormMailJob = z.infer<typeof sendFormMailJobSchema>;
