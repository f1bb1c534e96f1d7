import { fill, kitTexts } from '@asp/i18n';
import type { ColumnDef } from '@tanstack/react-table';

/** The checkbox column of a list with bulk delete: one per row, one for the whole page. */
export function selectionColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={kitTexts.selectAll}
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
        data-testid="select-all"
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={fill(kitTexts.selectRow, { name: row.id })}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        data-testid="select-row"
      />
    ),
  };
}
