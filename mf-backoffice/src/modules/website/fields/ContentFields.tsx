import { fill, backofficeWebsiteTexts as t } from '@asp/i18n';
import { Button, FieldError } from '@asp/web-kit';
import { useId, useState, type KeyboardEvent } from 'react';
import { emptyContent, type ContentValue, type FieldDefinition } from './field-definitions';
import { useErrorCheck, useFieldError } from './field-errors';
import {
  BooleanInput,
  ColorInput,
  DateInput,
  ImageInput,
  ImagesInput,
  MarkdownInput,
  MultiSelectInput,
  NumberInput,
  SelectInput,
  TextAreaInput,
  TextInput,
  WysiwygInput,
  type LeafProps,
} from './LeafFields';
import { FileInput, FilesInput, LinkInput, ReferenceInput } from './RefFields';
import styles from './fields.module.css';

/**
 * The form generated from a block's or node's field definitions: one input per field,
 * recursing into group, tabs and collection. Controlled: `value` is the content object,
 * `onChange` gets a new object (the old one is never changed), so the page's form state
 * (react-hook-form) holds the whole body.
 */
export interface ContentFieldsProps {
  fields: readonly FieldDefinition[];
  value: ContentValue;
  onChange: (value: ContentValue) => void;
  /** Prefix of the input names, e.g. 'content.body.2.value'. */
  path: string;
}

const objectOf = (value: unknown): ContentValue =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ContentValue) : {};

export function ContentFields({ fields, value, onChange, path }: ContentFieldsProps) {
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <ContentField
          key={field.name}
          field={field}
          path={`${path}.${field.name}`}
          value={value[field.name]}
          onChange={(next) => onChange({ ...value, [field.name]: next })}
        />
      ))}
    </div>
  );
}

/** One field of any kind. */
export function ContentField(props: LeafProps) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextInput {...props} />;
    case 'textarea':
      return <TextAreaInput {...props} field={field} />;
    case 'wysiwyg':
      return <WysiwygInput {...props} />;
    case 'markdown':
      return <MarkdownInput {...props} />;
    case 'number':
      return <NumberInput {...props} field={field} />;
    case 'date':
      return <DateInput {...props} field={field} />;
    case 'color':
      return <ColorInput {...props} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'select':
      return <SelectInput {...props} field={field} />;
    case 'multiselect':
      return <MultiSelectInput {...props} field={field} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'images':
      return <ImagesInput {...props} />;
    case 'file':
      return <FileInput {...props} />;
    case 'files':
      return <FilesInput {...props} />;
    case 'reference':
      return <ReferenceInput {...props} field={field} />;
    case 'link':
      return <LinkInput {...props} />;
    case 'group':
      return (
        <fieldset className={styles.group}>
          <legend>{field.label}</legend>
          <OwnError path={props.path} />
          <ContentFields fields={field.fields} path={props.path} value={objectOf(props.value)} onChange={props.onChange} />
        </fieldset>
      );
    case 'tabs':
      return <TabsInput {...props} field={field} />;
    case 'collection':
      return <CollectionInput {...props} field={field} />;
  }
}

type Of<K extends FieldDefinition['kind']> = Extract<FieldDefinition, { kind: K }>;

/** The message of a group's, tabs' or collection's own value (e.g. too few items). */
function OwnError({ path }: { path: string }) {
  return <FieldError message={useFieldError(path)} />;
}

/** tabs: the fields of all tabs in one object, one tab shown at a time (WAI-ARIA tabs with arrow keys). */
function TabsInput({ field, path, value, onChange }: LeafProps<Of<'tabs'>>) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const content = objectOf(value);
  // The tabs share one object: a tab holds an error when one of its fields (or below) has one.
  const hasError = useErrorCheck();
  const tabInvalid = field.tabs.map((tab) => tab.fields.some((entry) => hasError(`${path}.${entry.name}`)));
  // When the messages change (a refused save; also on mount, as a block with errors is opened
  // for them) and the shown tab has none, show the first tab that has one; choosing another
  // tab afterwards is left alone.
  const signature = tabInvalid.join();
  const [seenSignature, setSeenSignature] = useState('');
  if (signature !== seenSignature) {
    setSeenSignature(signature);
    const firstInvalid = tabInvalid.indexOf(true);
    if (firstInvalid >= 0 && !tabInvalid[selected]) setSelected(firstInvalid);
  }
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + field.tabs.length) % field.tabs.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }
  return (
    <fieldset className={styles.group}>
      <legend>{field.label}</legend>
      <OwnError path={path} />
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {field.tabs.map((tab, index) => (
          <button
            key={tab.label}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={tabInvalid[index] ? styles.tabInvalid : undefined}
            data-invalid={tabInvalid[index] || undefined}
            onClick={() => setSelected(index)}
          >
            {tab.label}
            {tabInvalid[index] ? <span className={styles.errorMark}>{` – ${t.fieldEditor.hasErrors}`}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        <ContentFields fields={field.tabs[selected].fields} path={path} value={content} onChange={onChange} />
      </div>
    </fieldset>
  );
}

/** collection: a list of items with the same fields; add, remove, move up and down. */
function CollectionInput({ field, path, value, onChange }: LeafProps<Of<'collection'>>) {
  const items = (Array.isArray(value) ? value : []).map(objectOf);
  const e = t.fieldEditor;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className={styles.group} data-testid={`collection-${path}`}>
      <legend>{field.label}</legend>
      <OwnError path={path} />
      <ol className={styles.collection}>
        {items.map((item, index) => (
          <li key={index} className={styles.item} aria-label={fill(e.item, { index: index + 1 })}>
            <ContentFields
              fields={field.fields}
              path={`${path}.${index}`}
              value={item}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            />
            <div className={styles.itemActions}>
              <Button variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                {e.moveUp}
              </Button>
              <Button variant="secondary" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                {e.moveDown}
              </Button>
              <Button variant="secondary" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                {e.removeItem}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...items, emptyContent(field.fields)])} data-testid={`collection-add-${path}`}>
        {`${e.addItem}: ${field.label}`}
      </Button>
    </fieldset>
  );
}
