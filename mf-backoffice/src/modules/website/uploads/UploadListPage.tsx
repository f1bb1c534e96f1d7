import type { UploadRecord } from '@asp/contracts';
import { uploadPreviewUrl, uploadUrl } from '@asp/domain';
import { backofficeWebsiteTexts as t, formatByteSize, formatDateTime, resourceNouns } from '@asp/i18n';
import { ResourceTable, useListState, type ColumnDef } from '@asp/web-kit';
import { ListHeader } from '../../catalog-parts/ListHeader';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { useRemoveUploadMutation, useUploadPageQuery } from '../website-api';
import styles from '../website.module.css';

/** Images and PDFs have a preview image (website.md §3 "preview /upload/{publicHash}/preview/{id}-{version}.jpg"). */
const hasPreview = (upload: UploadRecord) => upload.mimeType.startsWith('image/') || upload.extension === 'pdf';
const fileName = (upload: UploadRecord) => upload.name ?? `${upload.id}-${upload.version}.${upload.extension}`;

const columns: ColumnDef<UploadRecord>[] = [
  {
    id: 'preview',
    header: t.uploads.preview,
    enableSorting: false,
    cell: ({ row }) =>
      hasPreview(row.original) ? <img className={styles.preview} src={uploadPreviewUrl(row.original)} alt="" loading="lazy" /> : null,
  },
  {
    id: 'name',
    header: t.uploads.name,
    enableSorting: false,
    cell: ({ row }) => (
      <a href={uploadUrl(row.original)} target="_blank" rel="noreferrer">
        {fileName(row.original)}
      </a>
    ),
  },
  { id: 'type', header: t.uploads.type, enableSorting: false, cell: ({ row }) => row.original.mimeType },
  { id: 'size', header: t.uploads.size, enableSorting: false, cell: ({ row }) => formatByteSize(row.original.size) },
  { id: 'createdAt', header: t.uploads.createdAt, enableSorting: false, cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** /backend/uploads: every uploaded file, newest first, paged by the content service; preview and delete. */
export function UploadListPage() {
  const list = useListState({ pageSize: 25 });
  const page = useUploadPageQuery(list.search);
  const [removeUpload] = useRemoveUploadMutation();
  const rowDelete = useRowDelete<UploadRecord>({
    noun: resourceNouns.uploads.one,
    nameOf: fileName,
    remove: (id) => removeUpload(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.uploads.listTitle} />
      <ResourceTable<UploadRecord>
        testId="upload-table"
        label={t.uploads.listTitle}
        columns={[...columns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(upload) => String(upload.id)}
        columnChoiceKey="uploads"
        bulkDelete={{ resource: 'uploads', remove: (id) => removeUpload(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
