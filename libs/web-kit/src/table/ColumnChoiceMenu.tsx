import { kitTexts } from '@asp/i18n';
import type { Table } from '@tanstack/react-table';

/** A disclosure with one checkbox per column that can be hidden (the choice is remembered, see useColumnChoice). */
export function ColumnChoiceMenu<T>({ table }: { table: Table<T> }) {
  return (
    <details className="asp-column-choice">
      <summary aria-label={kitTexts.chooseColumns}>{kitTexts.columns}</summary>
      <fieldset>
        <legend className="asp-visually-hidden">{kitTexts.chooseColumns}</legend>
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <label key={column.id}>
              <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />{' '}
              {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
            </label>
          ))}
      </fieldset>
    </details>
  );
}
