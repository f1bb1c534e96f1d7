import { backofficeWebsiteTexts as t } from '@asp/i18n';
import { imageUrl } from '@asp/domain';
import {
  CheckboxField,
  FieldError,
  ImagePicker,
  RichTextEditor,
  SelectField,
  TextAreaField,
  TextField,
  uploadImage,
  type ImageValue,
  type RichTextImageUpload,
} from '@asp/web-kit';
import type { FieldDefinition } from './field-definitions';
import { useFieldError } from './field-errors';
import styles from './fields.module.css';

/**
 * The single-value field kinds of website.md §3 as inputs: text, textarea, wysiwyg,
 * markdown, number, date, color, boolean, select, multiselect, image, images. Each takes
 * the stored value and gives the new one; the value shapes are the ones mf-cms reads.
 */
export interface LeafProps<D extends FieldDefinition = FieldDefinition> {
  field: D;
  /** Unique path of the value ('body.0.value.title'), the input's name. */
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

type Of<K extends FieldDefinition['kind']> = Extract<FieldDefinition, { kind: K }>;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const label = (field: FieldDefinition) => (field.required ? `${field.label} *` : field.label);

export function TextInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return <TextField label={label(field)} error={error} name={path} value={asText(value)} onChange={(next) => onChange(next)} />;
}

export function TextAreaInput({ field, path, value, onChange }: LeafProps<Of<'textarea'>>) {
  const error = useFieldError(path);
  return (
    <TextAreaField
      label={label(field)}
      error={error}
      name={path}
      rows={field.rows ?? 3}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}

export function MarkdownInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return (
    <TextAreaField
      label={label(field)}
      error={error}
      name={path}
      rows={6}
      className={styles.markdown}
      hint={t.fieldEditor.markdownHint}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}

/** An image put into rich text joins the image library (POST /api/uploads, /api/images) and is shown in its medium size. */
const uploadRichTextImage: RichTextImageUpload = async (file) => {
  const result = await uploadImage(file, '');
  return result.ok ? { src: imageUrl(result.image, 'medium'), alt: result.image.alt } : { error: result.message };
};

export function WysiwygInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return (
    <RichTextEditor
      label={label(field)}
      error={error}
      name={path}
      value={asText(value)}
      onChange={(html) => onChange(html)}
      uploadImage={uploadRichTextImage}
    />
  );
}

export function NumberInput({ field, path, value, onChange }: LeafProps<Of<'number'>>) {
  const error = useFieldError(path);
  const step = field.decimals ? String(10 ** -field.decimals) : '1';
  return (
    <TextField
      label={label(field)}
      error={error}
      name={path}
      type="number"
      step={step}
      min={field.min}
      max={field.max}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(next) => onChange(next.trim() === '' ? null : Number(next))}
    />
  );
}

/** date: "mode default dateTime, is24hr default true, minuteIncrement default 1"; the value is the input's ISO text. */
export function DateInput({ field, path, value, onChange }: LeafProps<Of<'date'>>) {
  const error = useFieldError(path);
  const mode = field.mode ?? 'dateTime';
  const type = mode === 'dateTime' ? 'datetime-local' : mode;
  // Native date inputs show the 24-hour clock of the German locale, which is is24hr's default.
  const step = mode === 'date' ? undefined : (field.minuteIncrement ?? 1) * 60;
  return (
    <TextField
      label={label(field)}
      error={error}
      name={path}
      type={type}
      step={step}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}

export function ColorInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return (
    <TextField
      label={label(field)}
      error={error}
      name={path}
      type="color"
      value={asText(value) || '#ffffff'}
      onChange={(next) => onChange(next)}
    />
  );
}

export function BooleanInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return (
    <CheckboxField label={label(field)} error={error} name={path} checked={value === true} onChange={(checked) => onChange(checked)} />
  );
}

export function SelectInput({ field, path, value, onChange }: LeafProps<Of<'select'>>) {
  const error = useFieldError(path);
  return (
    <SelectField
      label={label(field)}
      error={error}
      name={path}
      value={asText(value)}
      options={field.options}
      onChange={(next) => onChange(next)}
    />
  );
}

export function MultiSelectInput({ field, path, value, onChange }: LeafProps<Of<'multiselect'>>) {
  const error = useFieldError(path);
  const chosen = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  return (
    <fieldset className={styles.group}>
      <legend>{label(field)}</legend>
      <FieldError message={error} />
      <div className={styles.choices}>
        {field.options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            name={`${path}.${option.value}`}
            checked={chosen.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked
                  ? field.options.map((o) => o.value).filter((v) => v === option.value || chosen.includes(v))
                  : chosen.filter((v) => v !== option.value),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

const imageOf = (value: unknown): ImageValue | null =>
  value && typeof value === 'object' && 'id' in value && 'version' in value && 'extension' in value ? (value as ImageValue) : null;

export function ImageInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  return (
    <ImagePicker label={label(field)} error={error} value={imageOf(value)} onChange={(next) => onChange(next)} testId={`image-${path}`} />
  );
}

/** images: the chosen images in order, each removable, plus one picker that adds. */
export function ImagesInput({ field, path, value, onChange }: LeafProps) {
  const error = useFieldError(path);
  const images = (Array.isArray(value) ? value : []).map(imageOf).filter((image): image is ImageValue => image !== null);
  return (
    <fieldset className={styles.group} data-testid={`images-${path}`}>
      <legend>{label(field)}</legend>
      <FieldError message={error} />
      <div className={styles.images}>
        {images.map((image, index) => (
          <ImagePicker
            key={`${image.id}-${index}`}
            label={`${field.label} ${index + 1}`}
            value={image}
            testId={`image-${path}.${index}`}
            onChange={(next) => onChange(next ? images.map((old, i) => (i === index ? next : old)) : images.filter((_, i) => i !== index))}
          />
        ))}
        <ImagePicker
          label={t.fieldEditor.addImage}
          value={null}
          removable={false}
          testId={`image-${path}.add`}
          onChange={(next) => next && onChange([...images, next])}
        />
      </div>
    </fieldset>
  );
}
