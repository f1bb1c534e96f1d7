import { backofficeBranchTexts } from '@asp/i18n';
import { FormCheckboxField } from '@asp/web-kit';
import type { ReactNode } from 'react';
import type { FlagField } from '../form/branch-form';
import type { SectionProps } from './section-props';

/** Flags whose catalogue label is their field name. */
type LabelledFlag = Extract<FlagField, keyof typeof backofficeBranchTexts>;

export interface FlagFieldsetProps extends SectionProps {
  legend: string;
  /** The flags, each with its own label or the field's label of the catalogue. */
  fields: Array<LabelledFlag | { field: FlagField; label: string }>;
  children?: ReactNode;
}

/** A fieldset of yes/no flags of the branch, one labelled checkbox each. */
export function FlagFieldset({ legend, fields, form, children }: FlagFieldsetProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {fields.map((entry) => {
        const { field, label } = typeof entry === 'string' ? { field: entry, label: backofficeBranchTexts[entry] } : entry;
        return <FormCheckboxField key={field} form={form} name={field} label={label} />;
      })}
      {children}
    </fieldset>
  );
}
