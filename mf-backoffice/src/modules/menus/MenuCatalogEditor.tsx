import type { Category, Product } from '@asp/contracts';
import { backofficeMenuTexts as texts, fill } from '@asp/i18n';
import { Button, FieldError, SelectField } from '@asp/web-kit';
import { useState } from 'react';
import { categoryTree } from '../categories/category-tree';
import { moved, notYetIn, type CatalogEntry } from './menu-catalog';
import styles from './MenuForm.module.css';

export interface MenuCatalogEditorProps {
  value: CatalogEntry[];
  onChange: (catalog: CatalogEntry[]) => void;
  categories: Category[];
  products: Product[];
  /** The message for a field path such as 'catalog[1].products[0]'. */
  errorOf: (path: string) => string | undefined;
}

/**
 * The catalogue of a menu (storefront.md §3): its categories in shop order, each with its
 * products in shop order. Every entry moves up and down with buttons (keyboard and screen
 * reader friendly: each says what it moves) and can be removed; the choices to add are
 * what is not yet there — categories in tree order, products of the category first.
 */
export function MenuCatalogEditor({ value, onChange, categories, products, errorOf }: MenuCatalogEditorProps) {
  const [newCategory, setNewCategory] = useState('');
  const nameOfCategory = (id: number) => categories.find((c) => c.id === id)?.name ?? `#${id}`;
  const nameOfProduct = (id: number) => products.find((p) => p.id === id)?.name ?? `#${id}`;
  const treeOrder = categoryTree(categories).map((row) => ({ ...row.category, depth: row.depth }));
  const addable = notYetIn(
    treeOrder,
    value.map((entry) => entry.id),
  );
  const setEntry = (index: number, entry: CatalogEntry) => onChange(value.map((current, at) => (at === index ? entry : current)));

  function addCategory() {
    const id = Number(newCategory);
    if (!id) return;
    onChange([...value, { id, products: [] }]);
    setNewCategory('');
  }

  return (
    <fieldset className={styles.catalog} data-testid="menu-catalog">
      <legend>{texts.categories}</legend>
      {value.length === 0 ? <p>{texts.noCategories}</p> : null}
      <ol className={styles.categories}>
        {value.map((entry, index) => {
          const name = nameOfCategory(entry.id);
          const inCategory = (p: Product) => (p.content.categories.includes(entry.id) ? 0 : 1);
          const productChoices = notYetIn(products, entry.products)
            .sort((a, b) => inCategory(a) - inCategory(b) || a.name.localeCompare(b.name, 'de'))
            .map((p) => ({ value: String(p.id), label: p.name }));
          return (
            <li key={entry.id} className={styles.category} data-testid="menu-catalog-category">
              <div className={styles.row}>
                <strong>{name}</strong>
                <MoveButtons name={name} index={index} count={value.length} onMove={(d) => onChange(moved(value, index, d))} />
                <Button
                  variant="secondary"
                  onClick={() => onChange(value.filter((_e, at) => at !== index))}
                  aria-label={fill(texts.removeCategory, { name })}
                >
                  ✕
                </Button>
              </div>
              <FieldError message={errorOf(`catalog[${index}].id`)} />
              {entry.products.length === 0 ? <p className={styles.empty}>{texts.noProducts}</p> : null}
              <ol className={styles.products}>
                {entry.products.map((productId, p) => {
                  const productName = nameOfProduct(productId);
                  return (
                    <li key={productId} className={styles.row}>
                      <span>{productName}</span>
                      <MoveButtons
                        name={productName}
                        index={p}
                        count={entry.products.length}
                        onMove={(d) => setEntry(index, { ...entry, products: moved(entry.products, p, d) })}
                      />
                      <Button
                        variant="secondary"
                        onClick={() => setEntry(index, { ...entry, products: entry.products.filter((_id, at) => at !== p) })}
                        aria-label={fill(texts.removeProduct, { name: productName })}
                      >
                        ✕
                      </Button>
                      <FieldError message={errorOf(`catalog[${index}].products[${p}]`)} />
                    </li>
                  );
                })}
              </ol>
              {productChoices.length ? (
                <SelectField
                  id={`menu-add-product-${entry.id}`}
                  label={`${texts.addProduct} (${name})`}
                  name={`catalog[${index}].addProduct`}
                  value=""
                  placeholder={texts.chooseProduct}
                  options={productChoices}
                  onChange={(id) => id && setEntry(index, { ...entry, products: [...entry.products, Number(id)] })}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {addable.length ? (
        <div className={styles.row}>
          <SelectField
            id="menu-add-category"
            label={texts.addCategory}
            name="addCategory"
            value={newCategory}
            placeholder={texts.chooseCategory}
            options={addable.map((c) => ({ value: String(c.id), label: `${'\u2003'.repeat(c.depth)}${c.name}` }))}
            onChange={setNewCategory}
          />
          <Button variant="secondary" onClick={addCategory} disabled={!newCategory} data-testid="menu-add-category">
            {texts.addCategory}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (direction: -1 | 1) => void }) {
  return (
    <>
      <Button variant="secondary" disabled={index === 0} onClick={() => onMove(-1)} aria-label={fill(texts.moveUp, { name })}>
        ↑
      </Button>
      <Button variant="secondary" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={fill(texts.moveDown, { name })}>
        ↓
      </Button>
    </>
  );
}
