import type { NavigationItemTypeValue } from '@asp/contracts';
import { fill, backofficeWebsiteTexts as t } from '@asp/i18n';
import { Button, CheckboxField, SelectField, TextField } from '@asp/web-kit';
import { useState } from 'react';
import { useBranchListQuery } from '../../branches/branches-api';
import { SortableList } from '../SortableList';
import { useSiteListQuery } from '../website-api';
import styles from '../website.module.css';
import { indentItem, insertItem, moveWithin, outdentItem, removeItem, updateItem, type ItemPath, type NavItem } from './tree-operations';

/**
 * The items of a navigation as a tree (website.md §2 Navigation: label, type, target,
 * suffix, isEnabled, children): drag and drop within a level, and the keyboard on the
 * handle (Space/Enter picks up, arrows move; Alt+ArrowUp/Down moves at once); buttons
 * indent under the previous item, outdent, add a child and remove.
 */
export interface NavigationTreeEditorProps {
  value: NavItem[];
  onChange: (items: NavItem[]) => void;
}

const n = t.navigations;
const ITEM_TYPES: NavigationItemTypeValue[] = ['home', 'site', 'branch', 'link'];
const newItem = (): NavItem => ({ label: n.newItem, type: 'link', target: '', suffix: '', isEnabled: true, children: [] });

export function NavigationTreeEditor({ value, onChange }: NavigationTreeEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-label={n.items} data-testid="navigation-tree">
      <h2>{n.items}</h2>
      <Level items={value} parentPath={[]} root={value} onChange={onChange} announce={setAnnouncement} />
      <Button variant="secondary" onClick={() => onChange(insertItem(value, [value.length], newItem()))} data-testid="navigation-add">
        {n.addItem}
      </Button>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

interface LevelProps {
  items: readonly NavItem[];
  parentPath: ItemPath;
  root: NavItem[];
  onChange: (items: NavItem[]) => void;
  announce: (text: string) => void;
}

function Level({ items, parentPath, root, onChange, announce }: LevelProps) {
  const entries = items.map((item, index) => ({ item, index }));
  return (
    <SortableList
      items={entries}
      idOf={(entry) => `nav-${[...parentPath, entry.index].join('-')}`}
      className={styles.tree}
      itemClassName={styles.treeItem}
      onMove={(from, to) => {
        onChange(moveWithin(root, parentPath, from, to));
        announce(`${items[from].label}: ${to + 1} / ${items.length}`);
      }}
      renderItem={({ item, index }, _, handle) => {
        const path = [...parentPath, index];
        return (
          <div data-testid="navigation-item" aria-label={item.label}>
            <div className={styles.blockHead}>
              <button type="button" className={styles.handle} aria-label={fill(n.handle, { label: item.label })} {...handle}>
                ⠿
              </button>
              <ItemFields item={item} path={path} onPatch={(patch) => onChange(updateItem(root, path, patch))} />
            </div>
            <div className={styles.blockActions}>
              <Button variant="secondary" disabled={index === 0} onClick={() => onChange(moveWithin(root, parentPath, index, index - 1))}>
                {n.moveUp}
              </Button>
              <Button
                variant="secondary"
                disabled={index === items.length - 1}
                onClick={() => onChange(moveWithin(root, parentPath, index, index + 1))}
              >
                {n.moveDown}
              </Button>
              <Button variant="secondary" disabled={index === 0} onClick={() => onChange(indentItem(root, path))}>
                {n.indent}
              </Button>
              <Button variant="secondary" disabled={parentPath.length === 0} onClick={() => onChange(outdentItem(root, path))}>
                {n.outdent}
              </Button>
              <Button variant="secondary" onClick={() => onChange(insertItem(root, [...path, item.children?.length ?? 0], newItem()))}>
                {n.addChild}
              </Button>
              <Button variant="secondary" onClick={() => onChange(removeItem(root, path))}>
                {n.remove}
              </Button>
            </div>
            {item.children?.length ? (
              <Level items={item.children} parentPath={path} root={root} onChange={onChange} announce={announce} />
            ) : null}
          </div>
        );
      }}
    />
  );
}

function ItemFields({ item, path, onPatch }: { item: NavItem; path: ItemPath; onPatch: (patch: Partial<NavItem>) => void }) {
  const name = `items.${path.join('.children.')}`;
  return (
    <div className={styles.row}>
      <TextField label={n.label} name={`${name}.label`} value={item.label} onChange={(label) => onPatch({ label })} />
      <SelectField
        label={n.type}
        name={`${name}.type`}
        value={item.type}
        options={ITEM_TYPES.map((type) => ({ value: type, label: n.types[type] }))}
        onChange={(type) => onPatch({ type: type as NavigationItemTypeValue, target: type === 'link' ? '' : null })}
      />
      <TargetField item={item} name={`${name}.target`} onPatch={onPatch} />
      {item.type !== 'link' ? (
        <TextField label={n.suffix} name={`${name}.suffix`} value={item.suffix ?? ''} onChange={(suffix) => onPatch({ suffix })} />
      ) : null}
      <CheckboxField
        label={n.isEnabled}
        name={`${name}.isEnabled`}
        checked={item.isEnabled ?? true}
        onChange={(isEnabled) => onPatch({ isEnabled })}
      />
    </div>
  );
}

/** The target by type: nothing for home, a site or branch choice, a URL or path for link. */
function TargetField({ item, name, onPatch }: { item: NavItem; name: string; onPatch: (patch: Partial<NavItem>) => void }) {
  const sites = useSiteListQuery(undefined, { skip: item.type !== 'site' });
  const branches = useBranchListQuery(undefined, { skip: item.type !== 'branch' });
  // Branches are named by identifier ('konstanz', as the seed does); an older numeric id is shown as its branch.
  const byId = typeof item.target === 'number' ? branches.data?.find((branch) => branch.id === item.target) : undefined;
  const target =
    item.type === 'branch' && byId ? byId.identifier : item.target === null || item.target === undefined ? '' : String(item.target);
  if (item.type === 'home') return null;
  if (item.type === 'link') return <TextField label={n.target} name={name} value={target} onChange={(next) => onPatch({ target: next })} />;
  const options =
    item.type === 'site'
      ? (sites.data ?? []).map((site) => ({ value: String(site.id), label: `${site.name} (${site.path})` }))
      : (branches.data ?? []).map((branch) => ({ value: branch.identifier, label: branch.name }));
  return (
    <SelectField
      label={n.target}
      name={name}
      value={target}
      placeholder={t.fieldEditor.none}
      options={options}
      onChange={(next) => onPatch({ target: next === '' ? null : item.type === 'site' ? Number(next) : next })}
    />
  );
}
