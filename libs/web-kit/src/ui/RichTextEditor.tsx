import { lazy, Suspense } from 'react';
import { Loader } from './Loader';
import type { RichTextImageUpload } from './rich-text-image';

export interface RichTextEditorProps {
  label: string;
  name: string;
  /** HTML as stored (the server keeps only the markup this editor produces). */
  value: string;
  /** Gets the new HTML; '' when the text is empty. */
  onChange: (html: string) => void;
  error?: string | null;
  hint?: string | null;
  disabled?: boolean;
  id?: string;
  /** Offers 'Bild einfügen' (upload, then an <img> in the text); without: no images. */
  uploadImage?: RichTextImageUpload;
}

// tiptap (ProseMirror) is large and only the back office edits rich text: it is loaded
// when an editor is first shown, so the shop, shell and other remotes that import web-kit
// do not carry it.
const TiptapRichTextEditor = lazy(() => import('./tiptap-editor'));

/**
 * A labelled WYSIWYG field for rich text (tiptap, see tiptap-editor.tsx): staff see
 * formatted text, never markup; the value in and out is HTML.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="asp-field asp-rich-text">
          <span className="asp-rich-text__label">{props.label}</span>
          <Loader />
        </div>
      }
    >
      <TiptapRichTextEditor {...props} />
    </Suspense>
  );
}
