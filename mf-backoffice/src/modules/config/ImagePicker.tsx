import type { ConfigFile } from '@asp/contracts';
import { uploadUrl } from '@asp/domain';
import { configTexts } from '@asp/i18n';
import { Button, FieldError, type ApiQueryError } from '@asp/web-kit';
import { useId, useRef, useState } from 'react';
import { useUploadImageMutation } from './config-api';
import styles from './ImagePicker.module.css';

/** Images the shop shows as logo, favicon and link preview: what the upload service accepts as pictures. */
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg';

export interface ImagePickerProps {
  label: string;
  value: ConfigFile | null;
  onChange: (file: ConfigFile | null) => void;
  /** A server message for this field (e.g. 'logo.publicHash'). */
  error?: string | null;
  testId: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Chooses an image for the configuration: the file goes to POST /api/uploads (content
 * service, which checks type and size from the bytes), the field keeps the answer's
 * id, version, extension and public hash, and the preview shows the uploaded file. The
 * content service keeps uploads the saved configuration names (its clean-up spares them).
 */
export function ImagePicker({ label, value, onChange, error, testId }: ImagePickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    try {
      const data = await readAsDataUrl(file);
      const uploaded = await upload({ data, name: file.name }).unwrap();
      onChange({ id: uploaded.id, version: uploaded.version, extension: uploaded.extension, publicHash: uploaded.publicHash });
    } catch (failure) {
      setUploadError((failure as Partial<ApiQueryError>).errors?.[0]?.message ?? configTexts.uploadFailed);
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const message = uploadError ?? error ?? null;
  return (
    <div className={styles.picker} data-testid={testId}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.preview}>
        {value ? (
          <img src={uploadUrl(value)} alt={label} className={styles.image} />
        ) : (
          <span className={styles.empty}>{configTexts.noImage}</span>
        )}
      </div>
      <div className={styles.actions}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className={styles.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          disabled={isLoading}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="secondary" disabled={isLoading} onClick={() => input.current?.click()} aria-controls={inputId}>
          {isLoading ? configTexts.uploading : value ? configTexts.replaceImage : configTexts.chooseImage}
        </Button>
        {value ? (
          <Button variant="secondary" disabled={isLoading} onClick={() => onChange(null)}>
            {configTexts.removeImage}
          </Button>
        ) : null}
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
