import { isMultipleUpload, isPreviewable, shortenFileName, uploadAccept, uploadName, uploadUrl, type Upload } from '@asp/domain';
import { configuratorLabels, fill } from '@asp/i18n';
import { useId, useState } from 'react';
import type { StepProps } from './ChoiceSteps';
import { uploadFile } from './upload-api';

const chooseLabel = {
  file: configuratorLabels.chooseFile,
  files: configuratorLabels.chooseFiles,
  image: configuratorLabels.chooseImage,
  images: configuratorLabels.chooseImages,
} as const;

/** The public link of an upload, when the entry is complete. */
function linkOf(file: Upload): string | null {
  const { id, version, extension, publicHash } = file;
  return version !== undefined && extension && publicHash ? uploadUrl({ id, version, extension, publicHash }) : null;
}

/**
 * File, files, image and images steps (storefront.md §5): the step's accept list, one
 * file unless the step is files or images, each file sent to `POST /api/uploads` as a
 * data URL; a failure shows 'Die ausgewählte Datei "{filename}" kann nicht verarbeitet
 * werden. …'. Chosen files are listed by their names (shortened when long, the full
 * name as the title) with a preview for jpeg, png and gif.
 */
export function UploadStep({ part, index, value, dispatch, labelId }: StepProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const type = part.type as 'file' | 'files' | 'image' | 'images';
  const multiple = isMultipleUpload(type);
  const files = value?.files ?? [];

  async function onChoose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    setBusy(true);
    const results = await Promise.all((multiple ? chosen : chosen.slice(-1)).map((file) => uploadFile(file, type)));
    setBusy(false);
    setErrors(results.flatMap((result) => (result.ok ? [] : [result.message])));
    const uploads = results.flatMap((result) => (result.ok ? [result.upload] : []));
    if (uploads.length) dispatch({ type: 'filesAdded', part: index, files: uploads });
  }

  return (
    <div className="asp-upload" aria-labelledby={labelId} role="group">
      <label className="asp-upload__choose asp-button asp-button--secondary" htmlFor={inputId}>
        {chooseLabel[type]}
      </label>
      <input
        id={inputId}
        className="asp-visually-hidden"
        type="file"
        accept={uploadAccept(type)}
        multiple={multiple}
        disabled={busy}
        onChange={(event) => {
          void onChoose(event.target.files);
          event.target.value = '';
        }}
        data-testid="configurator-upload"
      />
      {busy ? (
        <p className="asp-upload__busy" role="status">
          {configuratorLabels.uploading}
        </p>
      ) : null}
      {errors.map((message) => (
        <p key={message} className="asp-field-error" role="alert" data-testid="configurator-upload-error">
          {message}
        </p>
      ))}
      {files.length ? (
        <ul className="asp-upload__files">
          {files.map((file, fileIndex) => {
            const link = linkOf(file);
            const name = uploadName(file, fileIndex);
            // Shortened in the middle so the extension stays; the full name is the title.
            const shown = shortenFileName(name);
            return (
              <li key={`${file.id}-${file.version}`} className="asp-upload__file" data-testid="configurator-upload-file">
                {link && isPreviewable(file.mimeType) ? <img className="asp-upload__preview" src={link} alt="" /> : null}
                {link ? (
                  <a className="asp-upload__name" href={link} target="_blank" rel="noreferrer" title={name}>
                    {shown}
                  </a>
                ) : (
                  <span className="asp-upload__name" title={name}>
                    {shown}
                  </span>
                )}
                <button
                  type="button"
                  className="asp-link-button"
                  aria-label={fill(configuratorLabels.removeFile, { name })}
                  onClick={() => dispatch({ type: 'fileRemoved', part: index, index: fileIndex })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
