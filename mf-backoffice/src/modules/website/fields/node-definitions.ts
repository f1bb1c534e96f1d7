import type { NodeType } from '@asp/contracts';
import { backofficeWebsiteTexts as t } from '@asp/i18n';
import type { FieldDefinition } from './field-definitions';

/**
 * The content fields of each node type (website.md §3): animal, news, job, popup,
 * mainCategory, subCategory and the form node with its field builder and sendMail action.
 */
const f = t.fields;
const b = t.formBuilder;
const name: FieldDefinition = { kind: 'text', name: 'name', label: f.name, required: true };
const links: FieldDefinition = {
  kind: 'collection',
  name: 'links',
  label: f.links,
  fields: [{ kind: 'link', name: 'link', label: f.link }],
};

/** A form field entry: "type (text, boolean, select) with a value holding type (text, phone, email, textarea), label, …". */
const formField: FieldDefinition[] = [
  {
    kind: 'select',
    name: 'type',
    label: b.fieldType,
    options: (['text', 'boolean', 'select'] as const).map((v) => ({ value: v, label: b.fieldTypes[v] })),
  },
  {
    kind: 'group',
    name: 'value',
    label: b.fields,
    fields: [
      {
        kind: 'select',
        name: 'type',
        label: b.inputType,
        options: (['text', 'phone', 'email', 'textarea'] as const).map((v) => ({ value: v, label: b.inputTypes[v] })),
      },
      { kind: 'text', name: 'label', label: b.label, required: true },
      { kind: 'text', name: 'description', label: b.placeholder },
      { kind: 'text', name: 'fieldId', label: b.fieldId, required: true },
      { kind: 'boolean', name: 'isRequired', label: b.isRequired },
      { kind: 'boolean', name: 'hasMaxWidth', label: b.hasMaxWidth },
      { kind: 'collection', name: 'options', label: b.options, fields: [{ kind: 'text', name: 'value', label: b.option }] },
    ],
  },
];

export const nodeDefinitions: Record<NodeType, FieldDefinition[]> = {
  animal: [
    name,
    { kind: 'text', name: 'name_short', label: f.name_short },
    { kind: 'image', name: 'image_real', label: f.image_real },
    { kind: 'image', name: 'image_stylistically', label: f.image_stylistically },
    { kind: 'wysiwyg', name: 'text', label: f.text },
    { kind: 'markdown', name: 'body', label: f.body },
  ],
  news: [
    name,
    { kind: 'date', name: 'date', label: f.date, mode: 'date' },
    { kind: 'image', name: 'image', label: f.image },
    { kind: 'wysiwyg', name: 'text', label: f.text },
    { kind: 'markdown', name: 'body', label: f.body },
  ],
  job: [
    { kind: 'text', name: 'title', label: f.title },
    name,
    { kind: 'wysiwyg', name: 'text', label: f.text },
    links,
    { kind: 'date', name: 'date', label: f.date, mode: 'date' },
    { kind: 'image', name: 'image', label: f.image },
    {
      kind: 'multiselect',
      name: 'location',
      label: f.location,
      required: true,
      options: (Object.keys(t.locations) as (keyof typeof t.locations)[]).map((value) => ({ value, label: t.locations[value] })),
    },
    { kind: 'boolean', name: 'isNews', label: f.isNews },
    { kind: 'markdown', name: 'body', label: f.body },
    { kind: 'files', name: 'files', label: f.files },
  ],
  popup: [name, { kind: 'wysiwyg', name: 'text', label: f.text }, { kind: 'image', name: 'image', label: f.image }],
  mainCategory: [name],
  subCategory: [
    { kind: 'reference', name: 'mainCategory', label: f.mainCategory, to: 'node', nodeType: 'mainCategory', required: true },
    name,
  ],
  form: [
    name,
    { kind: 'wysiwyg', name: 'description', label: f.description },
    { kind: 'collection', name: 'fields', label: b.fields, fields: formField },
    { kind: 'wysiwyg', name: 'thankYouMessage', label: f.thankYouMessage },
    // formNodeContentSchema: actions: [{ type: 'sendMail', value: { recipient, subject, message } }].
    {
      kind: 'collection',
      name: 'actions',
      label: b.actions,
      fields: [
        { kind: 'select', name: 'type', label: b.actions, options: [{ value: 'sendMail', label: b.sendMail }] },
        {
          kind: 'group',
          name: 'value',
          label: b.sendMail,
          fields: [
            { kind: 'text', name: 'recipient', label: b.recipient, required: true },
            { kind: 'text', name: 'subject', label: b.subject },
            { kind: 'textarea', name: 'message', label: b.message, rows: 5 },
          ],
        },
      ],
    },
  ],
};
