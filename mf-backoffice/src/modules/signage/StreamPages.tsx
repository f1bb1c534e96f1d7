import { streamInputSchema, type Stream } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts } from '@asp/i18n';
import { Button, FormSelectField, FormTextField, KitForm, ResourceTable, useKitForm, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  useCreateSignageStreamMutation,
  useRemoveSignageStreamMutation,
  useSignageSegmentListQuery,
  useSignageStreamListQuery,
  useSignageStreamQuery,
  useUpdateSignageStreamMutation,
} from './signage-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
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
function StreamForm({ original }: { original: Stream | null }) {
  const [create] = useCreateSignageStreamMutation();
  const [update] = useUpdateSignageStreamMutation();
  const save = useSaveRecord({ original, create, update, after: STREAMS_PATH });
  const segments = useSignageSegmentListQuery();
  const form = useKitForm(streamInputSchema, {
    defaultValues: { name: original?.name ?? '', entries: original?.entries ?? [], schedule: original?.schedule ?? null },
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const options = (segments.data ?? []).map((segment) => ({ value: String(segment.id), label: segment.name }));
  return (
    <KitForm form={form} testId="stream-form" cancelTo={STREAMS_PATH} onSubmit={save}>
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

/** /backend/signage/streams/new and /backend/signage/streams/:id */
function StreamPage() {
  const record = useRecordFromUrl(useSignageStreamQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: t.streamCreateTitle, edit: t.streamEditTitle }}
      backTo={STREAMS_PATH}
      className={styles.page}
    >
      {(original) => <StreamForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const StreamCreatePage = StreamPage;
export const StreamEditPage = StreamPage;
