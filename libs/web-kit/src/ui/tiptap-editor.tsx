import { richTextTexts as texts } from '@asp/i18n';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldError, FieldHint } from './fields';
import { RICH_TEXT_IMAGE_ACCEPT, RichTextImage, type RichTextImageUpload } from './rich-text-image';
import type { RichTextEditorProps } from './RichTextEditor';

/** The link targets the server keeps (server-kit sanitizeRichText); others are not offered. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:)/i;

/**
 * The editor's own schema is the server's allow-list: StarterKit without code, code blocks
 * and rules (nor a trailing empty paragraph), headings h2–h4 (the page has its h1), links that open in a new tab.
 */
const textExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph appended after a list or heading: it would be stored as '<p></p>'.
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => SAFE_HREF.test(url.trim()),
    },
  }),
];
const withImages = [...textExtensions, RichTextImage];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A labelled WYSIWYG field for rich text (tiptap): staff see formatted text, never markup.
 * The text area is a textbox named by the label and described by hint and error like
 * TextField; the toolbar's buttons are ordinary buttons (Tab, Enter/Space) and say with
 * aria-pressed which format is on. Ctrl+B, Ctrl+I, Ctrl+Z etc. work inside the text.
 */
export default function TiptapRichTextEditor({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  disabled = false,
  id,
  uploadImage,
}: RichTextEditorProps) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${name}`;
  const labelId = `${fieldId}-label`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const description = describedBy(undefined, hint ? hintId : null, error ? errorId : null);
  // The text area's own element: a textbox named by the label, described like TextField's input.
  const attributes: Record<string, string> = {
    id: fieldId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'asp-rich-text__content',
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(description ? { 'aria-describedby': description } : {}),
  };
  const editor = useEditor({
    extensions: uploadImage ? withImages : textExtensions,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: updated }) => onChange(htmlOf(updated)),
    editorProps: { attributes },
  });
  const attributeKey = JSON.stringify(attributes);

  // Attributes and editability follow the form's state (the editor keeps its DOM element).
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
    editor.setEditable(!disabled, false);
  }, [editor, attributeKey, disabled]);

  // A value from outside (a loaded record, a reset form) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`asp-field asp-rich-text${error ? ' asp-field--invalid' : ''}`}>
      <span id={labelId} className="asp-rich-text__label" onClick={() => editor.commands.focus()}>
        {label}
      </span>
      <Toolbar editor={editor} controls={fieldId} disabled={disabled} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function Toolbar({
  editor,
  controls,
  disabled,
  uploadImage,
}: {
  editor: Editor;
  controls: string;
  disabled: boolean;
  uploadImage?: RichTextImageUpload;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const [imageState, setImageState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  async function insertImage(file: File) {
    if (!uploadImage) return;
    setImageState({ busy: true, problem: null });
    const result = await uploadImage(file);
    if ('error' in result) setImageState({ busy: false, problem: result.error });
    else {
      chain().insertContent({ type: 'image', attrs: result }).run();
      setImageState({ busy: false, problem: null });
    }
  }
  const button = (label: string, pressed: boolean | undefined, run: () => void, enabled = true, symbol?: ReactNode) => (
    <button
      type="button"
      className="asp-rich-text__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled || !enabled}
      onClick={run}
    >
      {symbol ?? label}
    </button>
  );

  function applyLink() {
    const href = (linkHref ?? '').trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else if (SAFE_HREF.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
    else return;
    setLinkHref(null);
  }
  function onLinkKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the link instead of submitting the surrounding form; Escape closes.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinkHref(null);
      editor.commands.focus();
    }
  }

  return (
    <>
      <div role="toolbar" aria-label={texts.toolbar} className="asp-rich-text__toolbar">
        {button(texts.bold, state.bold, () => chain().toggleBold().run(), true, <strong>F</strong>)}
        {button(texts.italic, state.italic, () => chain().toggleItalic().run(), true, <em>K</em>)}
        {button(texts.heading, state.heading, () => chain().toggleHeading({ level: 2 }).run(), true, 'Ü')}
        {button(texts.bulletList, state.bulletList, () => chain().toggleBulletList().run(), true, '•')}
        {button(texts.orderedList, state.orderedList, () => chain().toggleOrderedList().run(), true, '1.')}
        {button(
          texts.link,
          state.link,
          () => setLinkHref((editor.getAttributes('link').href as string | undefined) ?? 'https://'),
          true,
          '🔗',
        )}
        {uploadImage
          ? button(imageState.busy ? texts.imageUploading : texts.image, undefined, () => fileInput.current?.click(), !imageState.busy, '🖼')
          : null}
        {button(texts.undo, undefined, () => chain().undo().run(), state.canUndo, '↶')}
        {button(texts.redo, undefined, () => chain().redo().run(), state.canRedo, '↷')}
      </div>
      {uploadImage ? (
        <>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={RICH_TEXT_IMAGE_ACCEPT}
            data-testid="rich-text-image-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insertImage(file);
            }}
          />
          <FieldError message={imageState.problem} />
        </>
      ) : null}
      {linkHref !== null ? (
        <div className="asp-rich-text__link">
          <label>
            {texts.linkAddress}
            <input
              type="url"
              value={linkHref}
              autoFocus
              aria-invalid={linkHref.trim() !== '' && !SAFE_HREF.test(linkHref.trim()) ? true : undefined}
              title={texts.linkAddressHint}
              onChange={(event) => setLinkHref(event.target.value)}
              onKeyDown={onLinkKey}
            />
          </label>
          <button type="button" className="asp-button" onClick={applyLink}>
            {texts.linkApply}
          </button>
          {state.link ? (
            <button
              type="button"
              className="asp-button asp-button--secondary"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkHref(null);
              }}
            >
              {texts.linkRemove}
            </button>
          ) : null}
          <button type="button" className="asp-button asp-button--secondary" onClick={() => setLinkHref(null)}>
            {texts.linkCancel}
          </button>
        </div>
      ) : null}
    </>
  );
}
