import type { Category } from '@asp/contracts';
import { backofficeCategoryTexts as texts, backofficeTexts, fill, resourceNouns } from '@asp/i18n';
import { Button, Loader, TextField } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { useCategoryListQuery, useRemoveCategoryMutation, useUpdateCategoryMutation } from './categories-api';
import { categoryTree, moveCategory } from './category-tree';
import { categoryPath, newSubCategoryPath } from './paths';
import styles from './CategoryTree.module.css';

/**
 * Kategorien as a tree (main categories, their sub categories indented below), siblings in
 * their order. '↑' / '↓' move a category among its siblings (buttons, so the keyboard and
 * screen readers can do what dragging would); each move saves the changed positions.
 * The whole list is held: a shop has dozens of categories, not thousands.
 */
export function CategoryTreePage() {
  const categories = useCategoryListQuery();
  const [updateCategory] = useUpdateCategoryMutation();
  const [removeCategory] = useRemoveCategoryMutation();
  const rowDelete = useRowDelete<Category>({
    noun: resourceNouns.categories.one,
    nameOf: (c) => c.name,
    remove: (id) => removeCategory(id).unwrap(),
  });
  const [moving, setMoving] = useState(false);
  const [term, setTerm] = useState('');
  const rows = useMemo(() => categoryTree(categories.data ?? []), [categories.data]);
  const shown = term.trim()
    ? rows.filter((row) => row.category.name.toLocaleLowerCase('de').includes(term.trim().toLocaleLowerCase('de')))
    : rows;

  async function move(category: Category, direction: -1 | 1) {
    const all = categories.data ?? [];
    setMoving(true);
    try {
      for (const change of moveCategory(all, category.id, direction)) {
        const current = all.find((c) => c.id === change.id);
        if (!current) continue;
        const { id, ...input } = current;
        await updateCategory({ id, ...input, position: change.position }).unwrap();
      }
    } catch {
      // Reported by the layout ('Kategorie konnte nicht aktualisiert werden.' or the server's message).
    } finally {
      setMoving(false);
    }
  }

  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={categoryPath('new')} />
      <ListFilters>
        <TextField type="search" label={texts.search} name="q" value={term} onChange={setTerm} placeholder={texts.searchPlaceholder} />
      </ListFilters>
      {categories.isLoading ? <Loader /> : null}
      <table
        className="asp-backoffice-table"
        aria-label={texts.tree}
        aria-busy={moving || categories.isFetching || undefined}
        data-testid="category-tree"
      >
        <thead>
          <tr>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.schedule}</th>
            <th scope="col">{texts.position}</th>
            <th scope="col">
              <span className={styles.hidden}>{texts.addSub}</span>
            </th>
            <th scope="col">{backofficeTexts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ category, depth, index, siblingCount }) => (
            <tr key={category.id} data-testid="category-tree-row" aria-level={depth + 1}>
              <td>
                <span className={styles.indent} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                  <Link to={categoryPath(category.id)}>{category.name}</Link>
                  {category.isEnabled ? null : <em className={styles.muted}> ({texts.disabled})</em>}
                </span>
              </td>
              <td>{category.schedule?.length ? texts.limited : texts.alwaysAvailable}</td>
              <td className={styles.moves}>
                <Button
                  variant="secondary"
                  disabled={moving || index === 0}
                  onClick={() => void move(category, -1)}
                  aria-label={fill(texts.moveUp, { name: category.name })}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  disabled={moving || index === siblingCount - 1}
                  onClick={() => void move(category, 1)}
                  aria-label={fill(texts.moveDown, { name: category.name })}
                >
                  ↓
                </Button>
              </td>
              <td>
                <Link to={newSubCategoryPath(category.id)}>{texts.addSub}</Link>
              </td>
              <td>{rowDelete.button(category)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rowDelete.dialog}
    </section>
  );
}
