import { streamInputSchema, type Stream } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts } from '@asp/i18n';
import { FormTextField, KitForm, ResourceTable, useKitForm, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import {
  useCreateSignageStreamMutation,
  useRemoveSignageStreamMutation,
  useSignageSegmentListQuery,
  useSignageStreamListQuery,
  useSignageStreamQuery,
  useUpdateSignageStreamMutation,
} from './signage-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { SortableStreamEntries } from './SortableStreamEntries';
import { StreamScheduleAndPreview } from './StreamScheduleAndPreview';
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
 * The stream form: name, the ordered Filmsequenzen (drag and drop, move up/down, remove,
 * each entry's schedule), the stream's schedule and the live preview.
 */
function StreamForm({ original }: { original: Stream | null }) {
  const [create] = useCreateSignageStreamMutation();
  const [update] = useUpdateSignageStreamMutation();
  const save = useSaveRecord({ original, create, update, after: STREAMS_PATH });
  const segments = useSignageSegmentListQuery();
  const form = useKitForm(streamInputSchema, {
    defaultValues: { name: original?.name ?? '', entries: original?.entries ?? [], schedule: original?.schedule ?? null },
  });
  const options = (segments.data ?? []).map((segment) => ({ value: String(segment.id), label: segment.name }));
  return (
    <KitForm form={form} testId="stream-form" cancelTo={STREAMS_PATH} onSubmit={save}>
      <FormTextField form={form} name="name" label={t.name} />
      <SortableStreamEntries form={form} options={options} />
      <StreamScheduleAndPreview form={form} streamId={original?.id} segments={segments.data ?? []} />
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
