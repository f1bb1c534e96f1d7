import { useEffect, useId, useRef } from 'react';

export interface RowListOptions<Row extends { key: string }> {
  /** The list's field path ('openingHours', 'deliveryAreas'); row messages sit at `path[index].name`. */
  path: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  clearErrors: (path: string) => void;
  /** The row the add button appends (given the rows so far). */
  newRow: (rows: Row[]) => Row;
  /** The name of each row's first input, which gets the focus after adding a row. */
  firstField: string;
}

/**
 * The editing of a list of rows shared by the list editors: change a row (forgetting the
 * messages of the changed fields), add a row (focusing its first input) and remove one
 * (focusing the next row's first input, or the add button after the last row).
 */
export function useRowList<Row extends { key: string }>({ path, rows, onChange, clearErrors, newRow, firstField }: RowListOptions<Row>) {
  const idPrefix = useId();
  // Which input to focus once the changed rows are on screen ('' = the add button). A ref,
  // not state: focusing is a side effect of the rows' render, it renders nothing itself.
  const pendingFocus = useRef<string | null>(null);
  const addId = `${idPrefix}-add`;
  const firstFieldId = (key: string) => `${idPrefix}-${key}-${firstField}`;

  useEffect(() => {
    const focusKey = pendingFocus.current;
    if (focusKey === null) return;
    pendingFocus.current = null;
    document.getElementById(focusKey === '' ? `${idPrefix}-add` : `${idPrefix}-${focusKey}-${firstField}`)?.focus();
  }, [rows, idPrefix, firstField]);

  function change(index: number, patch: Partial<Row>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    for (const name of Object.keys(patch)) clearErrors(`${path}[${index}].${name}`);
  }

  function add() {
    const row = newRow(rows);
    onChange([...rows, row]);
    pendingFocus.current = row.key;
  }

  function remove(index: number) {
    onChange(rows.filter((_, i) => i !== index));
    // Messages of the rows below moved with their index: forget the list's messages.
    clearErrors(path);
    pendingFocus.current = rows[index + 1]?.key ?? '';
  }

  return { addId, firstFieldId, change, add, remove };
}
