import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { configureZodForBrowser } from '../zod-browser-config';

export interface KitFormOptions<In extends FieldValues> {
  defaultValues: DefaultValues<In>;
}

/**
 * A react-hook-form form validated by a zod schema of libs/contracts (the same schema
 * the service checks), with its German messages (document 1 §5): checked when saved, then
 * on every change. Not when a field is left: a message appearing or vanishing on blur moves
 * the page under the pointer, and the click that caused the blur misses its button.
 */
export function useKitForm<S extends z.ZodType<any, FieldValues>>(
  schema: S,
  { defaultValues }: KitFormOptions<z.input<S> & FieldValues>,
): UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>> {
  configureZodForBrowser();
  return useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** The form type useKitForm returns for a schema, for components taking the form as a prop. */
export type KitFormOf<S extends z.ZodType<any, FieldValues>> = UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>>;
