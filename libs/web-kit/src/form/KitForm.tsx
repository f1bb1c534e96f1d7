import { backofficeTexts, kitTexts } from '@asp/i18n';
import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from '@asp/web-kit/router';
import { Button } from '../ui/Button';
import { applyServerErrors } from './server-errors';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface KitFormProps<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Saves the checked values. A failure is thrown on (RTK Query's `unwrap()`): its field
   * errors land on their fields; the rest is the call rule's (CallStatus shows the §8
   * message, the server's first message first, with a retry).
   */
  onSubmit: (values: Out) => Promise<unknown>;
  /** Where 'Abbrechen' leads (the list); no cancel link without. */
  cancelTo?: string;
  submitLabel?: string;
  testId?: string;
  /** Extra buttons beside save / cancel. */
  actions?: ReactNode;
  /** Parts of the form a server field path may be relative to (applyServerErrors), e.g. ['content']. */
  serverFieldPrefixes?: readonly string[];
  children: ReactNode;
}

/**
 * A back-office form: no browser validation (the schema's German messages instead),
 * keyboard submit, 'Speichern' / 'Speichern...' while the call runs, server field
 * errors on their fields, and a question before unsaved changes are left. A saved
 * form is clean again, so navigating away after a save does not ask.
 */
export function KitForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  cancelTo,
  submitLabel,
  testId,
  actions,
  serverFieldPrefixes,
  children,
}: KitFormProps<In, Out>) {
  const { isDirty, isSubmitting, isSubmitSuccessful, isSubmitted, errors } = form.formState;
  // Found by id when the focus moves (a ref read in the submit handler counts as a render read for the React lint).
  const formId = useId();
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
        // Saved: what the form holds is what the server has.
        form.reset(form.getValues(), { keepValues: true });
      } catch (error) {
        applyServerErrors(form, error, serverFieldPrefixes);
      }
    },
    (errors) => focusFirstInvalid(formId, errorPaths(errors)),
  );
  // Only after a save was tried: a notice appearing on a field's blur would move what the
  // pointer is about to click.
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  return (
    <form id={formId} className="asp-kit-form" noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !(isSubmitSuccessful && !isDirty)} />
      {hasErrors ? (
        <p className="asp-kit-form__invalid" role="alert">
          {kitTexts.formInvalid}
        </p>
      ) : null}
      {children}
      <div className="asp-kit-form__actions">
        <Button type="submit" disabled={isSubmitting} data-testid="form-save">
          {isSubmitting ? backofficeTexts.saving : (submitLabel ?? backofficeTexts.save)}
        </Button>
        {cancelTo ? (
          <Link to={cancelTo} className="asp-kit-form__cancel">
            {backofficeTexts.cancel}
          </Link>
        ) : null}
        {actions}
      </div>
    </form>
  );
}

/** The dotted paths of every field message in react-hook-form's error tree ('openingHours.1.to'). */
export function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value || 'type' in value) paths.push(path);
    paths.push(...errorPaths(value, path));
  }
  return paths;
}

/**
 * Focuses the wrong field that comes first on the page (react-hook-form's own focus goes by
 * registration order and misses fields of field arrays), once it is rendered.
 */
function focusFirstInvalid(formId: string, paths: string[], frames = 5): void {
  const form = document.getElementById(formId);
  if (!form || paths.length === 0) return;
  const wanted = new Set(paths);
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => wanted.has(element.getAttribute('name') ?? ''));
  if (first) first.focus();
  else if (frames > 0) requestAnimationFrame(() => focusFirstInvalid(formId, paths, frames - 1));
}
