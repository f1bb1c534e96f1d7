import type { ImageTemplateLayer } from '@asp/contracts';
import { backofficeWebsiteTexts, fill } from '@asp/i18n';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@asp/web-kit';
import { useState } from 'react';
import { moved, SortableList } from '../SortableList';
import styles from '../website.module.css';

const t = backofficeWebsiteTexts.imageTemplates;
type LayerType = ImageTemplateLayer['type'];

/** A new layer of a type with a free id ('text-2'), on the canvas's top left. */
function newLayer(type: LayerType, layers: readonly ImageTemplateLayer[]): ImageTemplateLayer {
  let n = layers.length + 1;
  while (layers.some((layer) => layer.id === `${type}-${n}`)) n++;
  const id = `${type}-${n}`;
  if (type === 'text')
    return {
      type,
      id,
      x: 0,
      y: 0,
      width: 200,
      text: '{name}',
      fontSize: 48,
      fontWeight: 400,
      fontFamily: 'DejaVu Sans',
      color: '#000000',
      align: 'left',
    };
  if (type === 'image') return { type, id, x: 0, y: 0, width: 200, height: 200, imageId: null, fit: 'cover' };
  return { type, id, x: 0, y: 0, width: 200, height: 100, shape: 'rect', fill: '#c00000', radius: 0 };
}

const int = (value: string) => (value.trim() === '' ? 0 : Math.round(Number(value)));

/**
 * The layers of an image template (drawn in order, the first at the bottom): add a text,
 * image or shape layer, reorder by drag and drop or keyboard, edit each layer's fields.
 */
export function LayerListEditor({ value, onChange }: { value: ImageTemplateLayer[]; onChange: (layers: ImageTemplateLayer[]) => void }) {
  const [type, setType] = useState<LayerType>('text');
  const patch = (index: number, change: Partial<ImageTemplateLayer>) =>
    onChange(value.map((layer, i) => (i === index ? ({ ...layer, ...change } as ImageTemplateLayer) : layer)));
  return (
    <section className={styles.blockList} aria-label={t.layers} data-testid="layer-list">
      <h2>{t.layers}</h2>
      <SortableList
        items={value}
        idOf={(layer) => `layer-${layer.id}`}
        onMove={(from, to) => onChange(moved(value, from, to))}
        className={styles.blocks}
        itemClassName={styles.blockCard}
        renderItem={(layer, index, handle) => {
          const name = `layers.${index}`;
          const number = (key: 'x' | 'y' | 'width' | 'height' | 'fontSize' | 'radius', label: string, current: number) => (
            <TextField
              label={label}
              name={`${name}.${key}`}
              type="number"
              value={String(current)}
              onChange={(next) => patch(index, { [key]: int(next) })}
            />
          );
          return (
            <article aria-label={fill(t.layer, { id: layer.id, type: t.layerTypes[layer.type] })} data-testid="layer">
              <header className={styles.blockHead}>
                <button type="button" className={styles.handle} aria-label={fill(t.handle, { id: layer.id })} {...handle}>
                  ⠿
                </button>
                <strong>{t.layerTypes[layer.type]}</strong>
                <span className={styles.blockActions}>
                  <Button variant="secondary" disabled={index === 0} onClick={() => onChange(moved(value, index, index - 1))}>
                    {t.moveUp}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moved(value, index, index + 1))}
                  >
                    {t.moveDown}
                  </Button>
                  <Button variant="secondary" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    {t.remove}
                  </Button>
                </span>
              </header>
              <div className={styles.row}>
                <TextField label={t.layerId} name={`${name}.id`} value={layer.id} onChange={(id) => patch(index, { id })} />
                {number('x', t.x, layer.x)}
                {number('y', t.y, layer.y)}
                {number('width', t.width, layer.width)}
                {layer.type !== 'text' ? number('height', t.height, layer.height) : null}
              </div>
              {layer.type === 'text' ? (
                <div className={styles.row}>
                  <TextAreaField
                    label={t.text}
                    name={`${name}.text`}
                    rows={2}
                    value={layer.text}
                    onChange={(text) => patch(index, { text })}
                  />
                  {number('fontSize', t.fontSize, layer.fontSize)}
                  <CheckboxField
                    label={t.bold}
                    name={`${name}.fontWeight`}
                    checked={layer.fontWeight === 700}
                    onChange={(bold) => patch(index, { fontWeight: bold ? 700 : 400 })}
                  />
                  <TextField
                    label={t.fontFamily}
                    name={`${name}.fontFamily`}
                    value={layer.fontFamily}
                    onChange={(fontFamily) => patch(index, { fontFamily })}
                  />
                  <TextField
                    label={t.color}
                    name={`${name}.color`}
                    type="color"
                    value={layer.color}
                    onChange={(color) => patch(index, { color })}
                  />
                  <SelectField
                    label={t.align}
                    name={`${name}.align`}
                    value={layer.align}
                    options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t.aligns[align] }))}
                    onChange={(align) => patch(index, { align: align as 'left' | 'center' | 'right' })}
                  />
                </div>
              ) : null}
              {layer.type === 'image' ? (
                <div className={styles.row}>
                  <TextField
                    label={t.imageId}
                    name={`${name}.imageId`}
                    type="number"
                    value={layer.imageId === null ? '' : String(layer.imageId)}
                    onChange={(next) => patch(index, { imageId: next.trim() === '' ? null : int(next) })}
                  />
                  <SelectField
                    label={t.fit}
                    name={`${name}.fit`}
                    value={layer.fit}
                    options={(['cover', 'contain'] as const).map((fit) => ({ value: fit, label: t.fits[fit] }))}
                    onChange={(fit) => patch(index, { fit: fit === 'contain' ? 'contain' : 'cover' })}
                  />
                </div>
              ) : null}
              {layer.type === 'shape' ? (
                <div className={styles.row}>
                  <SelectField
                    label={t.shape}
                    name={`${name}.shape`}
                    value={layer.shape}
                    options={(['rect', 'ellipse'] as const).map((shape) => ({ value: shape, label: t.shapes[shape] }))}
                    onChange={(shape) => patch(index, { shape: shape === 'ellipse' ? 'ellipse' : 'rect' })}
                  />
                  <TextField
                    label={t.fill}
                    name={`${name}.fill`}
                    type="color"
                    value={layer.fill}
                    onChange={(color) => patch(index, { fill: color })}
                  />
                  {number('radius', t.radius, layer.radius)}
                </div>
              ) : null}
            </article>
          );
        }}
      />
      <div className={styles.addBlock}>
        <SelectField
          label={t.addLayer}
          name="new-layer-type"
          value={type}
          options={(['text', 'image', 'shape'] as const).map((value) => ({ value, label: t.layerTypes[value] }))}
          onChange={(next) => setType(next === 'image' || next === 'shape' ? next : 'text')}
        />
        <Button onClick={() => onChange([...value, newLayer(type, value)])} data-testid="layer-add">
          {t.addLayer}
        </Button>
      </div>
    </section>
  );
}
