import { IMAGE_FILE_ACCEPT } from '@asp/contracts';
import { backofficeImagesTexts as texts } from '@asp/i18n';
import { useId, useRef, useState, type DragEvent } from 'react';
import styles from './ImagePicker.module.css';

export interface ImageDropZoneProps {
  /** Called with the chosen or dropped file (the first one). */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** What the zone says while `busy` (e.g. 'Wird hochgeladen …'). */
  busy?: boolean;
  testId?: string;
}

/**
 * Where a picture comes in: dragged onto the zone or chosen with the file input behind its
 * button (a real `<input type="file">`, so keyboard and screen readers work as usual).
 */
export function ImageDropZone({ onFile, disabled, busy, testId = 'image-drop-zone' }: ImageDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };
  return (
    <div
      className={`${styles.dropZone} ${over ? styles.dropZoneOver : ''}`}
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {busy ? <span role="status">{texts.uploading}</span> : <span>{texts.dropHere}</span>}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        className={styles.fileInput}
        disabled={disabled}
        aria-label={texts.chooseFile}
        onChange={(event) => take(event.target.files)}
      />
      {busy ? null : (
        <label htmlFor={inputId} className="asp-button asp-button--secondary">
          {texts.chooseFile}
        </label>
      )}
    </div>
  );
}
