import { FieldError } from '@asp/web-kit';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxGroupOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A multi-choice bound to a react-hook-form array field (roles, branches): one checkbox per
 * option in a fieldset whose legend names the field; the value keeps the options' order.
 */
export function FormCheckboxGroup<V extends FieldValues, T extends string | number>({
  form,
  name,
  label,
  options,
  hint,
  testId,
}: {
  form: { control: Control<V, any, any> };
  name: FieldPath<V>;
  label: string;
  options: CheckboxGroupOption<T>[];
  hint?: string;
  testId?: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = useId();
  const chosen = new Set<T>((field.value as T[] | undefined) ?? []);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const toggle = (value: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset
      className="asp-field asp-field--group"
      data-testid={testId}
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={[hint ? hintId : '', fieldState.error ? errorId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={String(option.value)} className="asp-field--checkbox">
          <input
            type="checkbox"
            name={`${field.name}.${index}`}
            ref={index === 0 ? field.ref : undefined}
            checked={chosen.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={field.onBlur}
          />{' '}
          {option.label}
        </label>
      ))}
      {hint ? (
        <small id={hintId} className="asp-field__hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}
