/** @jest-environment jsdom */
import { richTextTexts } from '@asp/i18n';
import type { Editor } from '@tiptap/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from './RichTextEditor';

/** A form holding the value, as the branch form does; every emitted HTML is recorded. */
function Form({ initial, emitted, error }: { initial: string; emitted: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Beschreibung"
      name="description"
      value={value}
      hint="Wird auf der Filialseite gezeigt"
      error={error}
      onChange={(html) => {
        emitted.push(html);
        setValue(html);
      }}
    />
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Beschreibung' });
/** The editor is loaded on first use (a separate chunk): wait for its text area. */
const loaded = () => screen.findByRole('textbox', { name: 'Beschreibung' });
/** tiptap puts its editor on the text area's element; jsdom cannot type into contenteditable. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

test('shows the stored HTML as formatted text, not as markup', async () => {
  render(<Form initial="<p>Unser <strong>Stammhaus</strong> in der Altstadt</p>" emitted={[]} />);
  await loaded();
  expect(textbox().textContent).toBe('Unser Stammhaus in der Altstadt');
  expect(textbox().textContent).not.toContain('<p>');
  expect(textbox().querySelector('strong')?.textContent).toBe('Stammhaus');
  expect(textbox().getAttribute('aria-describedby')).toMatch(/-hint$/);
});

test('the bold button makes the selection bold, says so with aria-pressed and emits the new HTML', async () => {
  const emitted: string[] = [];
  render(<Form initial="<p>Hallo Welt</p>" emitted={emitted} />);
  await loaded();
  const bold = screen.getByRole('button', { name: richTextTexts.bold });
  expect(bold.getAttribute('aria-pressed')).toBe('false');
  act(() => {
    editorOf(textbox()).commands.setTextSelection({ from: 7, to: 11 });
  });
  fireEvent.click(bold);
  expect(emitted.at(-1)).toBe('<p>Hallo <strong>Welt</strong></p>');
  expect(bold.getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: richTextTexts.undo }));
  expect(emitted.at(-1)).toBe('<p>Hallo Welt</p>');
});

test('lists and headings come from the toolbar', async () => {
  const emitted: string[] = [];
  render(<Form initial="<p>Wurst</p>" emitted={emitted} />);
  await loaded();
  fireEvent.click(screen.getByRole('button', { name: richTextTexts.bulletList }));
  expect(emitted.at(-1)).toBe('<ul><li><p>Wurst</p></li></ul>');
  fireEvent.click(screen.getByRole('button', { name: richTextTexts.bulletList }));
  fireEvent.click(screen.getByRole('button', { name: richTextTexts.heading }));
  expect(emitted.at(-1)).toBe('<h2>Wurst</h2>');
});

test('text inserted in the editor is emitted as HTML; an empty text as ""', async () => {
  const emitted: string[] = [];
  render(<Form initial="" emitted={emitted} />);
  await loaded();
  act(() => {
    editorOf(textbox()).commands.insertContent('Frisch');
  });
  expect(emitted.at(-1)).toBe('<p>Frisch</p>');
  act(() => {
    editorOf(textbox()).commands.clearContent(true);
  });
  expect(emitted.at(-1)).toBe('');
});

test('a link is set from the link form; javascript: is not accepted', async () => {
  const emitted: string[] = [];
  render(<Form initial="<p>Webseite</p>" emitted={emitted} />);
  await loaded();
  act(() => {
    editorOf(textbox()).commands.setTextSelection({ from: 1, to: 9 });
  });
  fireEvent.click(screen.getByRole('button', { name: richTextTexts.link }));
  const address = screen.getByLabelText(richTextTexts.linkAddress);
  fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
  fireEvent.keyDown(address, { key: 'Enter' });
  expect(address.getAttribute('aria-invalid')).toBe('true');
  expect(emitted).toEqual([]);
  fireEvent.change(address, { target: { value: 'https://metzgerei.example' } });
  fireEvent.keyDown(address, { key: 'Enter' });
  expect(emitted.at(-1)).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://metzgerei.example">Webseite</a></p>');
  expect(screen.queryByLabelText(richTextTexts.linkAddress)).toBeNull();
});

test('a new value from outside replaces the text without echoing it back; an error marks the text invalid', async () => {
  const emitted: string[] = [];
  const { rerender } = render(<RichTextEditor label="Beschreibung" name="d" value="<p>Alt</p>" onChange={(html) => emitted.push(html)} />);
  await loaded();
  rerender(<RichTextEditor label="Beschreibung" name="d" value="<p>Neu</p>" error="Zu lang." onChange={(html) => emitted.push(html)} />);
  expect(textbox().textContent).toBe('Neu');
  expect(textbox().getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Zu lang.')).toBeTruthy();
  expect(emitted).toEqual([]);
});
