import { imageTemplateInputSchema, type ImageTemplate, type ImageTemplateLayer } from '@asp/contracts';
import { backofficeWebsiteTexts, kitTexts, resourceNouns } from '@asp/i18n';
import {
  Button,
  ErrorNotice,
  FormNumberField,
  FormTextField,
  KitForm,
  ResourceTable,
  TextAreaField,
  TextField,
  useKitForm,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from '@asp/web-kit/router';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { ListFilters, ListHeader } from '../../catalog-parts/ListHeader';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../../ui/RecordPage';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { IMAGE_TEMPLATES_PATH, recordPath } from '../paths';
import styles from '../website.module.css';
import {
  renderImageTemplatePreview,
  useCreateImageTemplateMutation,
  useImageTemplatePageQuery,
  useImageTemplateQuery,
  useRemoveImageTemplateMutation,
  useUpdateImageTemplateMutation,
} from './image-templates-api';
import { LayerListEditor } from './LayerListEditor';

const t = backofficeWebsiteTexts.imageTemplates;

const columns: ColumnDef<ImageTemplate>[] = [
  {
    id: 'name',
    header: t.name,
    enableSorting: true,
    cell: ({ row }) => <Link to={recordPath(IMAGE_TEMPLATES_PATH, row.original.id)}>{row.original.name}</Link>,
  },
  { id: 'identifier', header: t.identifier, enableSorting: true, cell: ({ row }) => row.original.identifier },
  {
    id: 'size',
    header: `${t.width} × ${t.height}`,
    enableSorting: false,
    cell: ({ row }) => `${row.original.width} × ${row.original.height}`,
  },
  { id: 'layers', header: t.layers, enableSorting: false, cell: ({ row }) => row.original.layers.length },
];

/** /backend/image-templates: paged and sorted by the content service. */
export function ImageTemplateListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useImageTemplatePageQuery(list.search);
  const [remove] = useRemoveImageTemplateMutation();
  const rowDelete = useRowDelete<ImageTemplate>({
    noun: resourceNouns.imageTemplates.one,
    nameOf: (template) => template.name,
    remove: (id) => remove(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.listTitle} createTo={recordPath(IMAGE_TEMPLATES_PATH, 'new')} />
      <ListFilters>
        <TextField type="search" label={kitTexts.search} name="q" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
      </ListFilters>
      <ResourceTable<ImageTemplate>
        testId="image-template-table"
        label={t.listTitle}
        columns={[...columns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(template) => String(template.id)}
        columnChoiceKey="imageTemplates"
        bulkDelete={{ resource: 'imageTemplates', remove: (id) => remove(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}

/** /backend/image-templates/new and /:id: canvas, layers and a rendered preview of the saved template. */
export function ImageTemplateFormPage() {
  // A saved template stays open (its preview renders what is stored): the refetch keeps the page.
  const record = useRecordFromUrl(useImageTemplateQuery, { keepWhileRefetching: true });
  return (
    <RecordPage record={record} title={{ create: t.createTitle, edit: t.editTitle }} className={styles.page}>
      {(template) => <ImageTemplateForm key={template?.id ?? 'new'} template={template} />}
    </RecordPage>
  );
}

function ImageTemplateForm({ template }: { template: ImageTemplate | null }) {
  const [create] = useCreateImageTemplateMutation();
  const [update] = useUpdateImageTemplateMutation();
  // A new template goes to its own page (for the preview); a saved one stays.
  const save = useSaveRecord({
    original: template,
    create,
    update,
    after: (_values, saved) => (template ? null : recordPath(IMAGE_TEMPLATES_PATH, saved.id)),
  });
  const [remove] = useRemoveImageTemplateMutation();
  const form = useKitForm(imageTemplateInputSchema, {
    defaultValues: {
      identifier: template?.identifier ?? '',
      name: template?.name ?? '',
      width: template?.width ?? 1920,
      height: template?.height ?? 1080,
      background: template?.background ?? '#ffffff',
      layers: template?.layers ?? [],
    },
  });
  const layers = useController({ control: form.control, name: 'layers' });
  const background = useController({ control: form.control, name: 'background' });
  return (
    <>
      <KitForm
        form={form}
        testId="image-template-form"
        cancelTo={IMAGE_TEMPLATES_PATH}
        onSubmit={save}
        actions={
          template ? (
            <DeleteRecordButton
              name={template.name}
              noun={resourceNouns.imageTemplates.one}
              remove={() => remove(template.id).unwrap()}
              after={IMAGE_TEMPLATES_PATH}
            />
          ) : null
        }
      >
        <div className={styles.row}>
          <FormTextField form={form} name="identifier" label={t.identifier} />
          <FormTextField form={form} name="name" label={t.name} />
          <FormNumberField form={form} name="width" label={t.width} min={16} max={4000} />
          <FormNumberField form={form} name="height" label={t.height} min={16} max={4000} />
          <TextField
            label={t.background}
            name="background"
            type="color"
            value={background.field.value ?? '#ffffff'}
            onChange={background.field.onChange}
          />
        </div>
        <LayerListEditor value={(layers.field.value ?? []) as ImageTemplateLayer[]} onChange={layers.field.onChange} />
      </KitForm>
      {template ? <RenderPreview id={template.id} dirty={form.formState.isDirty} /> : null}
    </>
  );
}

/** 'name=Bratwurst' lines to the render call's variables. */
function variablesOf(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split('='))
      .filter(([key, ...rest]) => /^[A-Za-z0-9_]{1,64}$/.test(key.trim()) && rest.length > 0)
      .map(([key, ...rest]) => [key.trim(), rest.join('=')]),
  );
}

function RenderPreview({ id, dirty }: { id: number; dirty: boolean }) {
  const [variables, setVariables] = useState('name=Bratwurst\nprice=1,99 €');
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  async function render() {
    setBusy(true);
    setProblem(null);
    try {
      setUrl(await renderImageTemplatePreview(id, { variables: variablesOf(variables) }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.panel} aria-label={t.preview}>
      <h2>{t.preview}</h2>
      {dirty ? <p role="status">{t.saveFirst}</p> : null}
      <TextAreaField label={t.variables} name="variables" rows={3} value={variables} onChange={setVariables} />
      <Button variant="secondary" disabled={busy} onClick={() => void render()} data-testid="template-render">
        {busy ? t.rendering : t.render}
      </Button>
      {problem ? <ErrorNotice message={problem} /> : null}
      {url ? <img src={url} alt={t.previewAlt} className={styles.templatePreview} data-testid="template-preview" /> : null}
    </section>
  );
}
