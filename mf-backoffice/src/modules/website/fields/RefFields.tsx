import type { Upload } from '@asp/contracts';
import { uploadUrl } from '@asp/domain';
import { backofficeWebsiteTexts as t, resourceError } from '@asp/i18n';
import { apiRequest, Button, errorMessage, FieldError, readFileAsDataUrl, SelectField, TextField } from '@asp/web-kit';
import { useId, useState } from 'react';
import { useBlockListQuery, useContentNodeListQuery, useSiteListQuery } from '../website-api';
import {
  emptyLink,
  LINK_KINDS,
  type FieldDefinition,
  type FileValue,
  type LinkKind,
  type LinkValue,
  type ReferenceTarget,
} from './field-definitions';
import type { LeafProps } from './LeafFields';
import { useErrorsAt, useFieldError } from './field-errors';
import styles from './fields.module.css';

/**
 * The field kinds that point elsewhere: reference (a site, block or node by id), file and
 * files (uploads) and link (website.md §2 "Link field kinds").
 */
type Of<K extends FieldDefinition['kind']> = Extract<FieldDefinition, { kind: K }>;
const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null;

function useReferenceOptions(to: ReferenceTarget, nodeType?: string) {
  const sites = useSiteListQuery(undefined, { skip: to !== 'site' });
  const blocks = useBlockListQuery(undefined, { skip: to !== 'block' });
  const nodes = useContentNodeListQuery(undefined, { skip: to !== 'node' });
  if (to === 'site') return (sites.data ?? []).map((site) => ({ value: String(site.id), label: `${site.name} (${site.path})` }));
  if (to === 'block') return (blocks.data ?? []).map((block) => ({ value: String(block.id), label: block.name }));
  return (nodes.data ?? [])
    .filter((node) => !nodeType || node.type === nodeType)
    .map((node) => ({
      value: String(node.id),
      label: typeof node.content.name === 'string' && node.content.name ? node.content.name : node.identifier,
    }));
}

/** reference: `{ id }` of the chosen record or null. */
export function ReferenceSelect({
  label,
  path,
  to,
  nodeType,
  value,
  onChange,
}: {
  label: string;
  path: string;
  to: ReferenceTarget;
  nodeType?: string;
  value: unknown;
  onChange: (value: { id: number } | null) => void;
}) {
  const options = useReferenceOptions(to, nodeType);
  const error = useFieldError(path);
  const id = idOf(value);
  return (
    <SelectField
      label={label}
      error={error}
      name={path}
      value={id === null ? '' : String(id)}
      placeholder={t.fieldEditor.none}
      options={options}
      onChange={(next) => onChange(next === '' ? null : { id: Number(next) })}
    />
  );
}

export function ReferenceInput({ field, path, value, onChange }: LeafProps<Of<'reference'>>) {
  return (
    <ReferenceSelect
      label={field.required ? `${field.label} *` : field.label}
      path={path}
      to={field.to}
      nodeType={field.nodeType}
      value={value}
      onChange={onChange}
    />
  );
}

const fileOf = (value: unknown): FileValue | null =>
  value && typeof value === 'object' && 'publicHash' in value && 'id' in value ? (value as FileValue) : null;

/** One file: upload a local file (POST /api/uploads), show its link, remove it. */
function FileChooser({
  label,
  value,
  onChange,
  error = null,
}: {
  label: string;
  value: FileValue | null;
  onChange: (value: FileValue | null) => void;
  /** The server's message for this value. */
  error?: string | null;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function upload(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      const upload = await apiRequest<Upload>('POST', '/uploads', { data: await readFileAsDataUrl(file), name: file.name });
      onChange({ id: upload.id, version: upload.version, extension: upload.extension, publicHash: upload.publicHash });
    } catch (error) {
      setProblem(errorMessage(error, resourceError('uploads', 'create')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.file}>
      <label htmlFor={inputId}>{label}</label>
      {value ? (
        <a href={uploadUrl(value)} target="_blank" rel="noreferrer">
          {`${value.id}-${value.version}.${value.extension}`}
        </a>
      ) : (
        <span>{busy ? t.fieldEditor.fileUploading : t.fieldEditor.noFile}</span>
      )}
      <input id={inputId} type="file" disabled={busy} onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      {value ? (
        <Button variant="secondary" onClick={() => onChange(null)}>
          {t.fieldEditor.removeFile}
        </Button>
      ) : null}
      <FieldError message={problem ?? error} />
    </div>
  );
}

export function FileInput({ field, path, value, onChange }: LeafProps) {
  return <FileChooser label={field.label} value={fileOf(value)} onChange={onChange} error={useFieldError(path)} />;
}

export function FilesInput({ field, path, value, onChange }: LeafProps) {
  const errorAt = useErrorsAt(path);
  const files = (Array.isArray(value) ? value : []).map(fileOf).filter((file): file is FileValue => file !== null);
  return (
    <fieldset className={styles.group}>
      <legend>{field.label}</legend>
      <FieldError message={errorAt()} />
      {files.map((file, index) => (
        <FileChooser
          key={`${file.id}-${index}`}
          label={`${field.label} ${index + 1}`}
          value={file}
          error={errorAt(String(index))}
          onChange={(next) => onChange(next ? files.map((old, i) => (i === index ? next : old)) : files.filter((_, i) => i !== index))}
        />
      ))}
      <FileChooser label={t.fieldEditor.chooseFile} value={null} onChange={(next) => next && onChange([...files, next])} />
    </fieldset>
  );
}

const linkOf = (value: unknown): LinkValue =>
  value && typeof value === 'object' && 'kind' in value && LINK_KINDS.includes(value.kind as LinkKind)
    ? (value as LinkValue)
    : emptyLink('site_link');

/** link: the kind, a label and the kind's target fields; changing the kind keeps the label. */
export function LinkInput({ field, path, value, onChange }: LeafProps) {
  const link = linkOf(value);
  const errorAt = useErrorsAt(path);
  const e = t.fieldEditor;
  const set = (patch: Partial<LinkValue>) => onChange({ ...link, ...patch });
  return (
    <fieldset className={styles.group} data-testid={`link-${path}`}>
      <legend>{field.label}</legend>
      <FieldError message={errorAt()} />
      <div className={styles.row}>
        <SelectField
          label={e.linkKind}
          error={errorAt('kind')}
          name={`${path}.kind`}
          value={link.kind}
          options={LINK_KINDS.map((kind) => ({ value: kind, label: t.linkKinds[kind] }))}
          onChange={(kind) => onChange({ ...emptyLink(kind as LinkKind), label: link.label })}
        />
        <TextField
          label={e.label}
          error={errorAt('label')}
          name={`${path}.label`}
          value={link.label}
          onChange={(label) => set({ label })}
        />
      </div>
      {link.kind === 'site_link' ? (
        <ReferenceSelect
          label={e.site}
          path={`${path}.reference`}
          to="site"
          value={link.reference}
          onChange={(reference) => set({ reference })}
        />
      ) : null}
      {link.kind === 'router_link' ? (
        <TextField label={e.to} error={errorAt('to')} name={`${path}.to`} value={link.to} onChange={(to) => set({ to })} />
      ) : null}
      {link.kind === 'href_link' ? (
        <div className={styles.row}>
          <TextField
            label={e.href}
            error={errorAt('href')}
            name={`${path}.href`}
            type="url"
            value={link.href}
            onChange={(href) => set({ href })}
          />
          <SelectField
            label={e.target}
            error={errorAt('target')}
            name={`${path}.target`}
            value={link.target}
            options={(['_self', '_blank'] as const).map((target) => ({ value: target, label: t.linkTargets[target] }))}
            onChange={(target) => set({ target: target === '_self' ? '_self' : '_blank' })}
          />
        </div>
      ) : null}
      {link.kind === 'file_link' ? (
        <FileChooser label={e.chooseFile} value={link.file} onChange={(file) => set({ file })} error={errorAt('file')} />
      ) : null}
      {link.kind === 'email_link' ? (
        <TextField
          label={e.email}
          error={errorAt('mailto')}
          name={`${path}.mailto`}
          type="email"
          value={link.mailto}
          onChange={(mailto) => set({ mailto })}
        />
      ) : null}
      {link.kind === 'phone_link' ? (
        <TextField
          label={e.phone}
          error={errorAt('phone')}
          name={`${path}.phone`}
          type="tel"
          value={link.phone}
          onChange={(phone) => set({ phone })}
        />
      ) : null}
    </fieldset>
  );
}
