import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { streamInputSchema } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeSignageEditorTexts as e, fill } from '@asp/i18n';
import { Button, FormSelectField, type KitFormOf } from '@asp/web-kit';
import { Controller, useFieldArray } from 'react-hook-form';
import { ScheduleEditor } from './ScheduleEditor';
import styles from './signage-editor.module.css';

type StreamForm = KitFormOf<typeof streamInputSchema>;

interface Props {
  form: StreamForm;
  options: { value: string; label: string }[];
}

/**
 * The stream's ordered Filmsequenzen (issue 16): drag and drop by the handle (mouse, touch,
 * or keyboard: Space picks up, arrows move, Space drops, Escape cancels; announced to screen
 * readers in German), the up/down buttons, remove, and each entry's schedule.
 */
export function SortableStreamEntries({ form, options }: Props) {
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = entries.fields.map((field) => field.id);
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => fill(e.dragStart, { position: position(active.id) }),
    onDragOver: ({ over }) => (over ? fill(e.dragOver, { position: position(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? fill(e.dragEnd, { position: position(over.id) }) : e.dragCancel),
    onDragCancel: () => e.dragCancel,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    entries.move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <fieldset>
      <legend>{t.entries}</legend>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: e.dragHandle.replace(' {position}', '') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.entries} data-testid="stream-entries">
            {entries.fields.map((field, index) => (
              <SortableEntry key={field.id} id={field.id} index={index}>
                <FormSelectField
                  form={form}
                  name={`entries.${index}.segment`}
                  label={`${t.segment} ${index + 1}`}
                  numeric
                  placeholder="–"
                  options={options}
                />
                <Button variant="secondary" disabled={index === 0} onClick={() => entries.move(index, index - 1)}>
                  {t.moveUp}
                </Button>
                <Button variant="secondary" disabled={index === entries.fields.length - 1} onClick={() => entries.move(index, index + 1)}>
                  {t.moveDown}
                </Button>
                <Button variant="secondary" onClick={() => entries.remove(index)}>
                  {t.removeEntry}
                </Button>
                <details className={styles.entrySchedule}>
                  <summary>{e.entrySchedule}</summary>
                  <Controller
                    control={form.control}
                    name={`entries.${index}.schedule`}
                    render={({ field: schedule }) => (
                      <ScheduleEditor
                        value={schedule.value}
                        onChange={schedule.onChange}
                        label={fill(e.scheduleOf, { name: `${t.segment} ${index + 1}` })}
                      />
                    )}
                  />
                </details>
              </SortableEntry>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button variant="secondary" onClick={() => entries.append({ segment: Number(options[0]?.value ?? 0) || 0, schedule: null })}>
        {t.addEntry}
      </Button>
    </fieldset>
  );
}

function SortableEntry({ id, index, children }: { id: string; index: number; children: React.ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.entry} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="stream-entry"
      data-index={index}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={fill(e.dragHandle, { position: index + 1 })}
        data-testid="stream-entry-handle"
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
