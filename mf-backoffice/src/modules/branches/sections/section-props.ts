import type { BranchFormValues } from '../form/branch-form';
import type { FieldErrors } from '../form/form-values';

/** What every section of the branch form gets from the form. */
export interface SectionProps {
  values: BranchFormValues;
  errors: FieldErrors;
  /** While saving: the section's inputs are disabled. */
  disabled: boolean;
  /** Changes one value and forgets the message shown at exactly that field. */
  set: <K extends keyof BranchFormValues>(field: K, value: BranchFormValues[K]) => void;
  /** Forgets the messages at a path and below it ('deliveryAreas', 'openingHours[1].from'). */
  clearErrors: (path: string) => void;
}
