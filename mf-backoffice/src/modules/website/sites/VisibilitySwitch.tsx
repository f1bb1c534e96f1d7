import { backofficeWebsiteTexts } from '@asp/i18n';
import { FieldHint } from '@asp/web-kit';
import { useId } from 'react';
import styles from '../website.module.css';

const t = backofficeWebsiteTexts.sites;

interface Props {
  /** The site's isPublic. */
  value: boolean;
  onChange: (isPublic: boolean) => void;
  /** An existing site is edited as its draft: the change reaches visitors only with publishing. */
  viaDraft: boolean;
}

/**
 * 'Entwurf' or 'Öffentlich' (issue 14): two choices rather than one checkbox, so the form
 * always says which state the page is in. A new page starts as 'Entwurf'.
 */
export function VisibilitySwitch({ value, onChange, viaDraft }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className={styles.visibility} data-testid="site-visibility" aria-describedby={hintId}>
      <legend>{t.visibility}</legend>
      <label>
        <input type="radio" name={`${id}-visibility`} checked={!value} onChange={() => onChange(false)} /> {t.draft}
      </label>
      <label>
        <input type="radio" name={`${id}-visibility`} checked={value} onChange={() => onChange(true)} /> {t.isPublic}
      </label>
      <FieldHint id={hintId} hint={viaDraft ? `${t.draftHint} ${t.publishedWithDraft}` : t.draftHint} />
    </fieldset>
  );
}

/** The state a list row shows: what visitors get now. */
export const visibilityLabel = (isPublic: boolean): string => (isPublic ? t.isPublic : t.draft);
