import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';

/**
 * A vertical list reorderable by drag and drop and by keyboard (@dnd-kit/sortable): the
 * handle picks an item up with Space/Enter and moves it with the arrow keys (dnd-kit's
 * keyboard sensor, announced to screen readers); Alt+ArrowUp/ArrowDown on the handle move
 * it one place at once without picking it up.
 */
export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** Renders one item; `handle` goes on the drag handle button. */
  renderItem: (item: T, index: number, handle: HandleProps) => ReactNode;
  className?: string;
  itemClassName?: string;
}

export type HandleProps = HTMLAttributes<HTMLButtonElement> & { ref: (element: HTMLElement | null) => void };

export function SortableList<T>({ items, idOf, onMove, renderItem, className, itemClassName }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} className={itemClassName} count={items.length} index={index} onMove={onMove}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  index,
  count,
  onMove,
  className,
  children,
}: {
  id: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  className?: string;
  children: (handle: HandleProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
      if (to >= 0 && to < count) onMove(index, to);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  const handle: HandleProps = { ...attributes, ...listeners, onKeyDown, ref: setActivatorNodeRef };
  return (
    <li
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
      data-testid="sortable-item"
    >
      {children(handle)}
    </li>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
