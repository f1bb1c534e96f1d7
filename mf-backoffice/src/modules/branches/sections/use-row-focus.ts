import { useEffect, useId, useRef } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { BranchFormValues } from '../form/branch-form';
import type { BranchFormApi } from './section-props';

/**
 * Where the focus goes after a row of a list editor was removed (keyboard users keep their
 * place): the first input of the row that moved up into its place, or the add button
 * after the last row. (An added row's first input is focused by useFieldArray's append.)
 */
export function useRowFocus(form: BranchFormApi, rowCount: number, firstInput: (index: number) => FieldPath<BranchFormValues>) {
  const addId = `${useId()}-add`;
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    if (index < rowCount) form.setFocus(firstInput(index));
    else document.getElementById(addId)?.focus();
  }, [rowCount, form, firstInput, addId]);

  return {
    addId,
    /** Call with the removed row's index, together with the field array's remove. */
    removed: (index: number) => {
      pending.current = index;
    },
  };
}
