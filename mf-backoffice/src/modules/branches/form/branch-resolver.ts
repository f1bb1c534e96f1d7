import type { Branch, BranchInput } from '@asp/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { formToBranch, type BranchFormValues } from './branch-form';

/** 'openingHours[1].from' (the server's and formToBranch's path) → 'openingHours.1.from' (react-hook-form's). */
export const formPath = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * The branch form's react-hook-form resolver: the form holds what the inputs show (amounts
 * with the German decimal comma, times as typed, rows with their keys), so it checks with
 * formToBranch — what cannot be sent at all, at the server's field paths — and hands the
 * request body (BranchInput) to the submit. Every other rule is the service's (document 1 §5).
 */
export function branchResolver(original?: Branch): Resolver<BranchFormValues, unknown, BranchInput> {
  return (values, _context, options) => {
    const result = formToBranch(values, original);
    if (result.ok) return { values: result.body, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (message) flat[formPath(field)] = { type: 'validate', message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
