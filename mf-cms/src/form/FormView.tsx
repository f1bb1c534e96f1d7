import type { ContentNode } from '@asp/contracts';
import { fill, websiteFormEvents, websiteFormTexts } from '@asp/i18n';
import { giveCookieConsent, hasCookieConsent, onCookieConsent, trackEvent } from '@asp/web-kit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { str, type Value } from '../blocks/block-values';
import { RichText } from '../parts/RichText';
import { useIsServerRender } from '../server/server-render';
import { FormFieldInput } from './FormFieldInput';
import { emptyValues, formFields, type FormValues } from './form-fields';
import { submitForm } from './submit-form';

type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'error'; errors: string[] } | { state: 'success' };

/** The cookie consent, updated when it is given anywhere on the page. */
function useCookieConsent(): boolean {
  const [given, setGiven] = useState(() => hasCookieConsent());
  useEffect(() => onCookieConsent(() => setGiven(true)), []);
  return given;
}

/**
 * A public form node (website.md §2 form, §4, §5, §8): required fields marked only (the
 * server validates), e-mail inputs of type email; until cookie consent the submit button
 * is a consent button. Submitting → error (the server's messages, or the unknown-error
 * text) with 'Daten ändern' and 'Erneut versuchen', or success (data cleared, thank-you
 * message, 'Formular schließen'). Form events go to analytics (consent given by then).
 * In the server-rendered page the fields and the button are disabled: a click or an entry
 * there would be lost when the live page replaces that markup, so they wait for it.
 */
export function FormView({ form }: { form: ContentNode }) {
  const content = form.content as Value;
  const name = str(content, 'name');
  const fields = useMemo(() => formFields(content), [content]);
  const [values, setValues] = useState<FormValues>(() => emptyValues(fields));
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const consent = useCookieConsent();
  const serverRender = useIsServerRender();

  const send = async () => {
    if (!hasCookieConsent()) return;
    setStatus({ state: 'submitting' });
    trackEvent(websiteFormEvents.category, fill(websiteFormEvents.submit, { name }));
    const result = await submitForm(form.id, values);
    if (result.ok) {
      setValues(emptyValues(fields));
      setStatus({ state: 'success' });
      trackEvent(websiteFormEvents.category, fill(websiteFormEvents.success, { name }));
    } else if (result.errors.length > 0) {
      setStatus({ state: 'error', errors: result.errors });
      trackEvent(websiteFormEvents.category, fill(websiteFormEvents.validationFailed, { name }));
    } else {
      setStatus({ state: 'error', errors: [websiteFormTexts.unknownError] });
      trackEvent(websiteFormEvents.category, fill(websiteFormEvents.failed, { name }));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  if (status.state === 'success') {
    const thanks = str(content, 'thankYouMessage');
    return (
      <div className="cms-form cms-form--success" data-testid="form-success" role="status">
        {thanks ? <RichText html={thanks} /> : <h3>{websiteFormTexts.thanks}</h3>}
        <button type="button" className="cms-button" onClick={() => setStatus({ state: 'idle' })}>
          {websiteFormTexts.close}
        </button>
      </div>
    );
  }

  const busy = status.state === 'submitting';
  return (
    <form className="cms-form" data-testid="content-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {name ? <h3 className="cms-form__title">{name}</h3> : null}
      <RichText html={str(content, 'description')} />
      <fieldset className="cms-form__fields" disabled={serverRender || busy || status.state === 'error'}>
        {fields.map((field) => (
          <FormFieldInput
            key={field.key}
            formId={form.id}
            field={field}
            value={values[field.key]}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
      </fieldset>
      {status.state === 'error' ? (
        <div className="cms-form__errors" role="alert" data-testid="form-errors">
          {status.errors.map((message, i) => (
            <p key={i}>{message}</p>
          ))}
          <button type="button" className="cms-button cms-button--secondary" onClick={() => setStatus({ state: 'idle' })}>
            {websiteFormTexts.changeData}
          </button>
          <button type="button" className="cms-button" onClick={() => void send()}>
            {websiteFormTexts.retry}
          </button>
        </div>
      ) : consent ? (
        // Its own key: React must not turn the clicked consent button into this one. It would,
        // before the click's default action, so that same click would submit the empty form.
        <button key="submit" type="submit" className="cms-button" disabled={serverRender || busy}>
          {busy ? websiteFormTexts.submitting : websiteFormTexts.submit}
        </button>
      ) : (
        <button
          key="consent"
          type="button"
          className="cms-button"
          data-testid="form-consent"
          disabled={serverRender}
          onClick={() => giveCookieConsent()}
        >
          {websiteFormTexts.consent}
        </button>
      )}
    </form>
  );
}
