import type { OrderDraft } from '@asp/domain';
import { TextField, type TextFieldProps } from '@asp/web-kit';

/**
 * What every form section gets: the draft, a setter, the error of a field (the server's
 * error for it, or in variant 1 the step validation's once the field was touched) and
 * the touch marker.
 */
export interface DraftForm {
  draft: OrderDraft;
  set: <K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => void;
  errorOf: (field: string) => string | undefined;
  touch: (field: string) => void;
}

type TextKey = {
  [K in keyof OrderDraft]-?: NonNullable<OrderDraft[K]> extends string ? K : never;
}[keyof OrderDraft];

export interface DraftTextProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'name' | 'error' | 'form'> {
  form: DraftForm;
  name: TextKey;
}

/** A text input bound to one draft field, marked when that field has an error. */
export function DraftText({ form, name, ...rest }: DraftTextProps) {
  return (
    <TextField
      {...rest}
      name={name}
      value={(form.draft[name] as string | null | undefined) ?? ''}
      onChange={(value) => form.set(name, value as OrderDraft[typeof name])}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
      data-testid={`field-${name}`}
    />
  );
}
