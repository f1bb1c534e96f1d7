import type { Category, Menu } from '@asp/contracts';
import { backofficeProductTexts as texts } from '@asp/i18n';
import { Button, SelectField } from '@asp/web-kit';
import { useState } from 'react';
import styles from './FormSection.module.css';
import { categoryLabel } from './category-label';

export interface MenuCategoryPickerProps {
  /** The menus to choose from; with exactly one, it is fixed (the product list filtered by that menu). */
  menus: Menu[];
  categories: Category[];
  /** Text of the button ('Einfügen'). */
  actionLabel: string;
  busy: boolean;
  onPick: (menu: Menu, category: number) => void;
  testId: string;
}

/** Choose a menu (Produktkatalog) and one of the categories, then act (paste/add the product there). */
export function MenuCategoryPicker({ menus, categories, actionLabel, busy, onPick, testId }: MenuCategoryPickerProps) {
  const [menuId, setMenuId] = useState(menus.length === 1 ? String(menus[0].id) : '');
  const menu = menus.find((candidate) => String(candidate.id) === menuId);
  // The menu's own categories first (where its products are listed), then every other one.
  const shown = menu
    ? [...menu.catalog.map((entry) => entry.id), ...categories.map((c) => c.id).filter((id) => !menu.catalog.some((e) => e.id === id))]
    : [];
  const [categoryId, setCategoryId] = useState('');
  const category = shown.includes(Number(categoryId)) ? Number(categoryId) : null;
  return (
    <div className={styles.actions} data-testid={testId}>
      {menus.length > 1 ? (
        <SelectField
          label={texts.menus}
          name={`${testId}-menu`}
          value={menuId}
          placeholder="–"
          options={menus.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          onChange={setMenuId}
        />
      ) : null}
      <SelectField
        label={texts.pasteCategory}
        name={`${testId}-category`}
        value={category === null ? '' : String(category)}
        placeholder="–"
        disabled={!menu}
        options={shown.map((id) => {
          const found = categories.find((candidate) => candidate.id === id);
          return { value: String(id), label: found ? categoryLabel(found, categories) : String(id) };
        })}
        onChange={setCategoryId}
      />
      <Button
        variant="secondary"
        disabled={!menu || category === null || busy}
        onClick={() => menu && category !== null && onPick(menu, category)}
      >
        {actionLabel}
      </Button>
    </div>
  );
}
