import type { SiteBodyBlock } from '@asp/contracts';
import { fill, backofficeWebsiteTexts as t } from '@asp/i18n';
import { Button, SelectField } from '@asp/web-kit';
import { useState } from 'react';
import { blockDefinitions, blockTypeOptions, isBlockType } from '../fields/block-definitions';
import { ContentFields } from '../fields/ContentFields';
import { useErrorCheck } from '../fields/field-errors';
import { emptyContent, type ContentValue } from '../fields/field-definitions';
import { moved, SortableList } from '../SortableList';
import fieldStyles from '../fields/fields.module.css';
import styles from '../website.module.css';

/**
 * A page body (website.md §2 "The page body is a list of blocks, each with a type and a
 * value") as a list: add a block of a chosen type, reorder by drag and drop or keyboard,
 * duplicate, remove, and edit each block in the form generated from its type's fields.
 * A block of a type this editor does not know keeps its value untouched.
 */
export interface BlockListEditorProps {
  value: SiteBodyBlock[];
  onChange: (body: SiteBodyBlock[]) => void;
  /** Input name prefix ('content.body'). */
  path: string;
}

let nextKey = 0;
const newKey = () => `block-${++nextKey}`;
const objectOf = (value: unknown): ContentValue =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ContentValue) : {};

export function BlockListEditor({ value, onChange, path }: BlockListEditorProps) {
  // Stable keys for dnd-kit and React; rebuilt when the body was replaced from outside (a reset).
  const [keys, setKeys] = useState<string[]>(() => value.map(newKey));
  if (keys.length !== value.length) setKeys(value.map(newKey));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [type, setType] = useState<string>(blockTypeOptions[0].value);
  const [announcement, setAnnouncement] = useState('');
  const b = t.blockList;
  const nameOf = (block: SiteBodyBlock) => (isBlockType(block.type) ? t.blockTypes[block.type] : block.type);
  // A block with a refused field is marked and opened, so the message can be seen at its field.
  const hasError = useErrorCheck();
  const invalid = value.map((_, index) => hasError(`${path}.${index}`));
  const signature = invalid.join();
  const [seenSignature, setSeenSignature] = useState(signature);
  if (signature !== seenSignature) {
    setSeenSignature(signature);
    const withErrors = keys.filter((_, index) => invalid[index]);
    if (withErrors.some((key) => !open.has(key))) setOpen(new Set([...open, ...withErrors]));
  }

  function change(body: SiteBodyBlock[], nextKeys: string[]) {
    setKeys(nextKeys);
    onChange(body);
  }
  function add() {
    const key = newKey();
    const fields = isBlockType(type) ? blockDefinitions[type] : [];
    change([...value, { type, value: emptyContent(fields) }], [...keys, key]);
    setOpen(new Set(open).add(key));
  }
  function move(from: number, to: number) {
    change(moved(value, from, to), moved(keys, from, to));
    setAnnouncement(fill(b.moved, { name: nameOf(value[from]), index: to + 1, count: value.length }));
  }
  function duplicate(index: number) {
    const key = newKey();
    // A deep copy (block values are JSON): editing the copy leaves the original alone.
    const copy = JSON.parse(JSON.stringify(value[index])) as SiteBodyBlock;
    change([...value.slice(0, index + 1), copy, ...value.slice(index + 1)], [...keys.slice(0, index + 1), key, ...keys.slice(index + 1)]);
    setOpen(new Set(open).add(key));
  }
  function remove(index: number) {
    change(
      value.filter((_, i) => i !== index),
      keys.filter((_, i) => i !== index),
    );
  }
  function toggle(key: string) {
    const next = new Set(open);
    if (!next.delete(key)) next.add(key);
    setOpen(next);
  }

  const entries = value.map((block, index) => ({ block, key: keys[index] }));
  return (
    <section className={styles.blockList} aria-label={t.sites.body} data-testid="block-list">
      <h2>{t.sites.body}</h2>
      {value.length === 0 ? <p>{b.empty}</p> : null}
      <SortableList
        items={entries}
        idOf={(entry) => entry.key}
        onMove={move}
        className={styles.blocks}
        itemClassName={styles.blockCard}
        renderItem={({ block, key }, index, handle) => {
          const name = nameOf(block);
          const isOpen = open.has(key);
          return (
            <article aria-label={`${fill(b.position, { index: index + 1, count: value.length })}: ${name}`} data-testid="block-card">
              <header className={styles.blockHead}>
                <button type="button" className={styles.handle} aria-label={fill(b.moveHandle, { name })} {...handle}>
                  ⠿
                </button>
                <strong>{name}</strong>
                {invalid[index] ? <span className={fieldStyles.errorMark}>{t.fieldEditor.hasErrors}</span> : null}
                <span className={styles.blockActions}>
                  <Button variant="secondary" aria-expanded={isOpen} onClick={() => toggle(key)}>
                    {isOpen ? b.collapse : b.expand}
                  </Button>
                  <Button variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {b.moveUp}
                  </Button>
                  <Button variant="secondary" disabled={index === value.length - 1} onClick={() => move(index, index + 1)}>
                    {b.moveDown}
                  </Button>
                  <Button variant="secondary" onClick={() => duplicate(index)}>
                    {b.duplicate}
                  </Button>
                  <Button variant="secondary" onClick={() => remove(index)}>
                    {b.remove}
                  </Button>
                </span>
              </header>
              {isOpen ? (
                isBlockType(block.type) ? (
                  <ContentFields
                    fields={blockDefinitions[block.type]}
                    path={`${path}.${index}.value`}
                    value={objectOf(block.value)}
                    onChange={(next) => onChange(value.map((old, i) => (i === index ? { ...old, value: next } : old)))}
                  />
                ) : (
                  <p>{fill(b.unknownType, { type: block.type })}</p>
                )
              ) : null}
            </article>
          );
        }}
      />
      <div className={styles.addBlock}>
        <SelectField label={b.addType} name="new-block-type" value={type} options={blockTypeOptions} onChange={setType} />
        <Button onClick={add} data-testid="block-add">
          {b.add}
        </Button>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
