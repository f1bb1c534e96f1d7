import { streamInputSchema, type Stream } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import {
  Button,
  ErrorNotice,
  FormSelectField,
  FormTextField,
  KitForm,
  Loader,
  ResourceTable,
  showToast,
  useKitForm,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useMemo, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useCreateSignageStreamMutation,
  useRemoveSignageStreamMutation,
  useSignageSegmentListQuery,
  useSignageStreamListQuery,
  useSignageStreamQuery,
  useUpdateSignageStreamMutation,
} from './signage-api';
import styles from './signage.module.css';

export const STREAMS_PATH = '/backend/signage/streams';

/** /backend/signage/streams: the streams (few per shop: the table pages in the browser). */
export function StreamListPage() {
  const list = useListState({ sort: 'name' });
  const streams = useSignageStreamListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveSignageStreamMutation();
  const columns = useMemo<ColumnDef<Stream, any>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        enableSorting: true,
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, 'de'),
        cell: ({ row }) => <Link to={`${STREAMS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'entries', header: t.entryCount, cell: ({ row }) => row.original.entries.length },
    ],
    [],
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.streamsTitle}</h1>
        <Link className="asp-button" to={`${STREAMS_PATH}/new`} data-testid="create-stream">
          {backofficeTexts.create}
        </Link>
      </div>
      <ResourceTable<Stream>
        testId="stream-table"
        label={t.streamsTitle}
        columns={columns}
        rows={streams.data}
        isLoading={streams.isFetching}
        list={list}
        getRowId={(stream) => String(stream.id)}
        columnChoiceKey="signage-streams"
        bulkDelete={{ resource: 'digitalSignageStreams', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}

/**
 * The stream form: name and the ordered Filmsequenzen (add, move up/down, remove). Each
 * entry's and the stream's schedule are kept as they are (no editor yet).
 */
function StreamForm({ original }: { original?: Stream }) {
  const navigate = useNavigate();
  const [create] = useCreateSignageStreamMutation();
  const [update] = useUpdateSignageStreamMutation();
  const segments = useSignageSegmentListQuery();
  const form = useKitForm(streamInputSchema, {
    defaultValues: { name: original?.name ?? '', entries: original?.entries ?? [], schedule: original?.schedule ?? null },
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const options = (segments.data ?? []).map((segment) => ({ value: String(segment.id), label: segment.name }));
  return (
    <KitForm
      form={form}
      testId="stream-form"
      cancelTo={STREAMS_PATH}
      onSubmit={async (values) => {
        if (original) await update({ id: original.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(STREAMS_PATH);
      }}
    >
      <FormTextField form={form} name="name" label={t.name} />
      <fieldset>
        <legend>{t.entries}</legend>
        <ol data-testid="stream-entries">
          {entries.fields.map((field, index) => (
            <li key={field.id} className={styles.commands}>
              <FormSelectField
                form={form}
                name={`entries.${index}.segment`}
                label={`${t.segment} ${index + 1}`}
                numeric
                placeholder="–"
                options={options}
              />
              <Button variant="secondary" disabled={index === 0} onClick={() => entries.move(index, index - 1)}>
                {t.moveUp}
              </Button>
              <Button variant="secondary" disabled={index === entries.fields.length - 1} onClick={() => entries.move(index, index + 1)}>
                {t.moveDown}
              </Button>
              <Button variant="secondary" onClick={() => entries.remove(index)}>
                {t.removeEntry}
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => entries.append({ segment: Number(options[0]?.value ?? 0) || 0, schedule: null })}>
          {t.addEntry}
        </Button>
      </fieldset>
    </KitForm>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={STREAMS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/signage/streams/new */
export function StreamCreatePage() {
  return (
    <Frame title={t.streamCreateTitle}>
      <StreamForm />
    </Frame>
  );
}

/** /backend/signage/streams/:id */
export function StreamEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const stream = useSignageStreamQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (stream.isError) content = null;
  else if (!stream.data || stream.isFetching) content = <Loader />;
  else content = <StreamForm key={stream.data.id} original={stream.data} />;
  return <Frame title={t.streamEditTitle}>{content}</Frame>;
}
