/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  addToClipboard,
  clearClipboard,
  clipboardItem,
  CLIPBOARD_STORAGE_KEY,
  onClipboardChanged,
  readClipboard,
  removeFromClipboard,
  useClipboard,
  type ClipboardItem,
} from './index';

/** The clipboard of document 1 §3/§4: one item per context in sessionStorage 'asp.clipboard'. */
beforeEach(() => sessionStorage.clear());

const stored = () => JSON.parse(sessionStorage.getItem(CLIPBOARD_STORAGE_KEY) ?? 'null') as ClipboardItem[] | null;

describe('clipboard storage', () => {
  test('add keeps one item per context: the same context is replaced, another is kept', () => {
    addToClipboard({ context: 'product', label: 'Bratwurst', data: { id: 7 } });
    addToClipboard({ context: 'block', label: 'Teaser', data: { id: 3 } });
    addToClipboard({ context: 'product', label: 'Weißwurst', data: { id: 8 } });
    expect(stored()).toEqual([
      { context: 'block', label: 'Teaser', data: { id: 3 } },
      { context: 'product', label: 'Weißwurst', data: { id: 8 } },
    ]);
    expect(clipboardItem('product')).toEqual({ context: 'product', label: 'Weißwurst', data: { id: 8 } });
    expect(clipboardItem('menu')).toBeNull();
  });

  test('remove takes out one context; clear empties the storage key', () => {
    addToClipboard({ context: 'product', label: 'Bratwurst', data: 7 });
    addToClipboard({ context: 'block', label: 'Teaser', data: 3 });
    removeFromClipboard('product');
    expect(readClipboard()).toEqual([{ context: 'block', label: 'Teaser', data: 3 }]);
    removeFromClipboard('unknown');
    expect(readClipboard()).toHaveLength(1);
    clearClipboard();
    expect(readClipboard()).toEqual([]);
    expect(sessionStorage.getItem(CLIPBOARD_STORAGE_KEY)).toBeNull();
  });

  test('unreadable storage counts as empty, duplicates written by others collapse to the last', () => {
    sessionStorage.setItem(CLIPBOARD_STORAGE_KEY, '{kaputt');
    expect(readClipboard()).toEqual([]);
    sessionStorage.setItem(CLIPBOARD_STORAGE_KEY, JSON.stringify({ context: 'product' }));
    expect(readClipboard()).toEqual([]);
    sessionStorage.setItem(
      CLIPBOARD_STORAGE_KEY,
      JSON.stringify([{ context: 'product', label: 'A', data: 1 }, { nonsense: true }, { context: 'product', label: 'B', data: 2 }]),
    );
    expect(readClipboard()).toEqual([{ context: 'product', label: 'B', data: 2 }]);
  });

  test('an item without a context is refused; storage that throws leaves an empty clipboard', () => {
    expect(() => addToClipboard({ context: '', label: 'x', data: 1 })).toThrow();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readClipboard(broken)).toEqual([]);
    expect(addToClipboard({ context: 'product', label: 'A', data: 1 }, broken)).toEqual([{ context: 'product', label: 'A', data: 1 }]);
  });

  test('every change is announced with the items after it', () => {
    const seen: ClipboardItem[][] = [];
    const stop = onClipboardChanged((items) => seen.push(items));
    addToClipboard({ context: 'product', label: 'Bratwurst', data: 7 });
    clearClipboard();
    stop();
    addToClipboard({ context: 'product', label: 'Bratwurst', data: 7 });
    expect(seen).toEqual([[{ context: 'product', label: 'Bratwurst', data: 7 }], []]);
  });
});

function Slot({ context }: { context: string }) {
  const { item, copy, remove } = useClipboard<number>(context);
  return (
    <div>
      <output data-testid={`slot-${context}`}>{item ? `${item.label}:${item.data}` : 'leer'}</output>
      <button type="button" onClick={() => copy(`Kopie ${context}`, 42)}>
        kopieren {context}
      </button>
      <button type="button" onClick={remove}>
        entfernen {context}
      </button>
    </div>
  );
}

test('useClipboard follows changes made by other components and ignores other contexts', () => {
  addToClipboard({ context: 'product', label: 'Bratwurst', data: 7 });
  render(
    <>
      <Slot context="product" />
      <Slot context="block" />
    </>,
  );
  expect(screen.getByTestId('slot-product').textContent).toBe('Bratwurst:7');
  expect(screen.getByTestId('slot-block').textContent).toBe('leer');
  fireEvent.click(screen.getByText('kopieren block'));
  expect(screen.getByTestId('slot-block').textContent).toBe('Kopie block:42');
  expect(screen.getByTestId('slot-product').textContent).toBe('Bratwurst:7');
  act(() => void addToClipboard({ context: 'product', label: 'Weißwurst', data: 8 }));
  expect(screen.getByTestId('slot-product').textContent).toBe('Weißwurst:8');
  fireEvent.click(screen.getByText('entfernen product'));
  expect(screen.getByTestId('slot-product').textContent).toBe('leer');
  expect(readClipboard()).toEqual([{ context: 'block', label: 'Kopie block', data: 42 }]);
});
