import type { BranchInput } from '@asp/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { BranchFormValues } from '../form/branch-form';

/** The branch form: the inputs' values in, the request body out (branchResolver). */
export type BranchFormApi = UseFormReturn<BranchFormValues, unknown, BranchInput>;

/** What every section of the branch form gets from the form. */
export interface SectionProps {
  form: BranchFormApi;
}
