import type { Image } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeImagesTexts as t, backofficeTexts, formatByteSize, kitTexts, resourceNouns } from '@asp/i18n';
import { Button, ResourceTable, showToast, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';
import { IMAGES_PATH } from './ImageFormPage';
import { IMAGE_GENERATE_PATH } from './ImageGeneratePage';
import { useImagePageQuery, useRemoveImageMutation } from './images-api';
import styles from './images.module.css';

const label = (image: Image) => image.alt || image.name || t.noAlt;

/**
 * /backend/images: the image library with thumbnails (the 128 px size), searched by alt
 * text and file name, sorted and paged by the service; delete after a confirmation. AI
 * suggestions not yet accepted carry the mark 'KI-Vorschlag'.
 */
export function ImageListPage() {
  const list = useListState({ pageSize: 25, sort: '-createdAt' });
  const page = useImagePageQuery(list.search);
  const [remove, removal] = useRemoveImageMutation();
  const [confirming, setConfirming] = useState<Image | null>(null);
  // The AI call is for administrators only (the service answers others 403).
  const admin = isAdmin(useOptionalSignedInUser());

  const columns = useMemo<ColumnDef<Image, any>[]>(
    () => [
      {
        id: 'preview',
        header: t.preview,
        enableSorting: false,
        cell: ({ row }) => (
          <img
            className={styles.thumb}
            src={imageUrl(row.original, 'thumbnail')}
            alt=""
            width={64}
            height={Math.round((64 * row.original.height) / row.original.width)}
          />
        ),
      },
      {
        id: 'alt',
        header: t.alt,
        enableSorting: true,
        cell: ({ row }) => (
          <>
            <Link to={`${IMAGES_PATH}/${row.original.id}`}>{label(row.original)}</Link>
            {row.original.suggestion ? <span className={styles.badge}>{t.suggestion}</span> : null}
          </>
        ),
      },
      { id: 'name', header: t.name, enableSorting: true, cell: ({ row }) => row.original.name ?? '' },
      {
        id: 'width',
        header: t.dimensions,
        enableSorting: true,
        cell: ({ row }) => `${row.original.width} × ${row.original.height}`,
      },
      { id: 'bytes', header: t.size, enableSorting: true, cell: ({ row }) => formatByteSize(row.original.bytes) },
      { id: 'status', header: t.status, enableSorting: false, cell: ({ row }) => t.statuses[row.original.status] },
      {
        id: 'actions',
        header: backofficeTexts.actions,
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={`${backofficeTexts.delete}: ${label(row.original)}`}
            onClick={() => setConfirming(row.original)}
          >
            {backofficeTexts.delete}
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.listTitle}</h1>
        <div className={styles.headActions}>
          {admin ? (
            <Link className="asp-button" to={IMAGE_GENERATE_PATH} data-testid="generate-image">
              {t.generate.open}
            </Link>
          ) : null}
          <Link className="asp-button" to={`${IMAGES_PATH}/new`} data-testid="create-image">
            {backofficeTexts.create}
          </Link>
        </div>
      </div>
      <label className={styles.search}>
        {kitTexts.search}
        <input type="search" value={list.filters.q ?? ''} onChange={(event) => list.setFilter('q', event.target.value)} />
      </label>
      <ResourceTable<Image>
        testId="image-table"
        label={t.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(image) => String(image.id)}
        columnChoiceKey="images"
        bulkDelete={{ resource: 'images', remove: (id) => remove(id).unwrap() }}
      />
      <ConfirmDeleteDialog
        name={confirming ? label(confirming) : null}
        noun={resourceNouns.images.one}
        busy={removal.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id !== undefined)
            remove(id)
              .unwrap()
              .then(() => showToast(kitTexts.deleted))
              .catch(() => undefined);
        }}
      />
    </section>
  );
}
