import { backofficeTexts, kitTexts } from '@asp/i18n';
import { useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
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
  children,
}: KitFormProps<In, Out>) {
  const { isDirty, isSubmitting, isSubmitSuccessful, isSubmitted, errors } = form.formState;
  const element = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
        // Saved: what the form holds is what the server has.
        form.reset(form.getValues(), { keepValues: true });
      } catch (error) {
        if (applyServerErrors(form, error)) focusFirstInvalid(element.current);
      }
    },
    () => focusFirstInvalid(element.current),
  );
  // Only after a save was tried: a notice appearing on a field's blur would move what the
  // pointer is about to click.
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  return (
    <form ref={element} className="asp-kit-form" noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
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

/**
 * Focuses the first marked field in the order the page shows them (react-hook-form's own
 * focus follows the order fields registered in, and misses fields of field arrays that
 * re-mounted), once the marks are rendered.
 */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
