import type { Image } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeImagesTexts, imagePickerTexts as texts, operationTexts, resourceError } from '@asp/i18n';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FieldError } from './fields';
import { ImageDropZone } from './ImagePickerDropZone';
import { uploadImage } from './ImagePickerUpload';
import styles from './ImagePicker.module.css';

const PAGE = 24;

export interface ImagePickerDialogProps {
  open: boolean;
  title: string;
  /** The id of the image chosen now (marked in the list). */
  currentId: number | null;
  onChoose: (image: Image) => void;
  onClose: () => void;
}

type Listing = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; images: Image[]; total: number };

/**
 * The picker's dialog: the image library (GET /api/images, newest first, searched by alt
 * text and file name in the service, 24 at a time) as a grid of buttons, and an upload
 * zone — a new picture is created and chosen at once. Focus stays in the dialog; Escape
 * closes it.
 */
export function ImagePickerDialog({ open, title, currentId, onChoose, onClose }: ImagePickerDialogProps) {
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [attempt, setAttempt] = useState(0);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    // Without AI suggestions: their files are staff-only, a record showing one would show nothing to the public.
    const search = new URLSearchParams({ limit: String(limit), offset: '0', sort: '-createdAt', suggestion: 'false' });
    if (q.trim()) search.set('q', q.trim());
    let total = 0;
    // A short pause while typing, so each key does not cost a call.
    const timer = setTimeout(() => {
      setListing((current) => (current.state === 'loaded' ? current : { state: 'loading' }));
      apiRequest<Image[]>('GET', `/images?${search}`, undefined, {
        signal: controller.signal,
        onHeaders: (headers) => (total = Number(headers.get('x-total-count') ?? 0)),
      })
        .then((images) => setListing({ state: 'loaded', images, total }))
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError') setListing({ state: 'failed' });
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, limit, attempt]);

  async function upload(file: File) {
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file, '');
    setUploading(false);
    if (result.ok) onChoose(result.image);
    else setUploadError(result.message);
  }

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className={styles.dialog} data-testid="image-picker-dialog">
        <label className={styles.search}>
          {texts.search}
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </label>
        {listing.state === 'loading' ? <p role="status">{texts.loading}</p> : null}
        {listing.state === 'failed' ? (
          <div role="alert" className={styles.failure}>
            <span>{resourceError('images', 'load')}</span>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {operationTexts.retry}
            </Button>
          </div>
        ) : null}
        {listing.state === 'loaded' && listing.images.length === 0 ? <p>{texts.empty}</p> : null}
        {listing.state === 'loaded' && listing.images.length > 0 ? (
          <ul className={styles.grid} aria-label={backofficeImagesTexts.listTitle}>
            {listing.images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={image.id === currentId}
                  data-testid={`image-choice-${image.id}`}
                  onClick={() => onChoose(image)}
                >
                  <img src={imageUrl(image, 'thumbnail')} alt="" width={128} height={Math.round((128 * image.height) / image.width)} />
                  <span>{image.alt || image.name || backofficeImagesTexts.noAlt}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {listing.state === 'loaded' && listing.total > listing.images.length ? (
          <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
            {texts.more}
          </Button>
        ) : null}
        <h3 className={styles.uploadTitle}>{texts.upload}</h3>
        <ImageDropZone onFile={(file) => void upload(file)} disabled={uploading} busy={uploading} testId="image-picker-upload" />
        <FieldError message={uploadError} />
      </div>
    </Dialog>
  );
}
