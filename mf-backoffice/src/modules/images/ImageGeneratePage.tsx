import { GENERATED_IMAGE_SIZES, type GeneratedImageSize, type Image } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeImagesTexts, backofficeTexts, resourceError } from '@asp/i18n';
import { Button, ErrorNotice, SelectField, showToast, TextAreaField } from '@asp/web-kit';
import { useState } from 'react';
import { Link, useNavigate } from '@asp/web-kit/router';
import { IMAGES_PATH } from './ImageFormPage';
import { useGenerateImageMutation, useRemoveImageMutation, useUpdateImageMutation } from './images-api';
import styles from './images.module.css';

const t = backofficeImagesTexts.generate;
export const IMAGE_GENERATE_PATH = `${IMAGES_PATH}/ai`;

const isSize = (value: string): value is GeneratedImageSize => (GENERATED_IMAGE_SIZES as readonly string[]).includes(value);
const messageOf = (error: unknown) => (error as { errors?: { message?: string }[] })?.errors?.[0]?.message;

/**
 * /backend/images/ai: 'Bild mit KI erzeugen' (administrators; the route wraps it in
 * RequireAdmin). The service stores the picture as a suggestion that the public website
 * never shows; a person either takes it ('Übernehmen': saved, which drops the mark, then its
 * edit page for the alt text) or deletes it ('Verwerfen'). Until then no second picture is
 * asked for, so no forgotten suggestions pile up from one sitting.
 */
export function ImageGeneratePage() {
  const navigate = useNavigate();
  const [generate, generation] = useGenerateImageMutation();
  const [update, accepting] = useUpdateImageMutation();
  const [remove, discarding] = useRemoveImageMutation();
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<GeneratedImageSize>('1024x1024');
  const [suggestion, setSuggestion] = useState<Image | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = generation.isLoading || accepting.isLoading || discarding.isLoading;

  async function run(call: () => Promise<void>, fallback: string) {
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(messageOf(error) ?? fallback);
    }
  }

  const submit = () =>
    run(
      async () => {
        setSuggestion((await generate({ prompt, size }).unwrap()).image);
      },
      resourceError('images', 'create'),
    );
  const accept = (image: Image) =>
    run(
      async () => {
        await update({ id: image.id, alt: image.alt }).unwrap();
        navigate(`${IMAGES_PATH}/${image.id}`);
      },
      resourceError('images', 'update'),
    );
  const discard = (image: Image) =>
    run(
      async () => {
        await remove(image.id).unwrap();
        setSuggestion(null);
        showToast(t.discarded);
      },
      resourceError('images', 'delete'),
    );

  return (
    <section className={styles.page} data-testid="image-generate">
      <div className={styles.head}>
        <h1>{t.title}</h1>
        <Link to={IMAGES_PATH}>{backofficeTexts.back}</Link>
      </div>
      <form
        className={styles.generate}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t.prompt}
          name="prompt"
          rows={3}
          hint={t.promptHint}
          value={prompt}
          onChange={setPrompt}
          disabled={busy || suggestion !== null}
        />
        <SelectField
          label={t.size}
          name="size"
          value={size}
          options={GENERATED_IMAGE_SIZES.map((value) => ({ value, label: t.sizes[value] }))}
          onChange={(value) => isSize(value) && setSize(value)}
          disabled={busy || suggestion !== null}
        />
        <Button type="submit" disabled={busy || suggestion !== null || prompt.trim() === ''} data-testid="image-generate-submit">
          {generation.isLoading ? t.busy : t.submit}
        </Button>
      </form>
      {problem ? <ErrorNotice message={problem} /> : null}
      {suggestion ? (
        <figure className={styles.figure} data-testid="image-suggestion">
          <img src={imageUrl(suggestion, 'small')} alt={suggestion.alt} width={suggestion.width} height={suggestion.height} />
          <figcaption>
            <strong>{t.result}</strong> · {suggestion.width} × {suggestion.height} px · {t.resultHint}
          </figcaption>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={() => void accept(suggestion)} data-testid="image-suggestion-accept">
              {t.accept}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void discard(suggestion)} data-testid="image-suggestion-discard">
              {t.discard}
            </Button>
          </div>
        </figure>
      ) : null}
    </section>
  );
}
