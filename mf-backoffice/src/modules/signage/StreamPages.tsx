import { streamInputSchema, type Stream } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import {
  ErrorNotice,
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
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useCreateSignageStreamMutation,
  useRemoveSignageStreamMutation,
  useSignageSegmentListQuery,
  useSignageStreamListQuery,
  useSignageStreamQuery,
  useUpdateSignageStreamMutation,
} from './signage-api';
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
function StreamForm({ original }: { original?: Stream }) {
  const navigate = useNavigate();
  const [create] = useCreateSignageStreamMutation();
  const [update] = useUpdateSignageStreamMutation();
  const segments = useSignageSegmentListQuery();
  const form = useKitForm(streamInputSchema, {
    defaultValues: { name: original?.name ?? '', entries: original?.entries ?? [], schedule: original?.schedule ?? null },
  });
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
      <SortableStreamEntries form={form} options={options} />
      <StreamScheduleAndPreview form={form} streamId={original?.id} segments={segments.data ?? []} />
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
