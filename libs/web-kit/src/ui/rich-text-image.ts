import { IMAGE_FILE_ACCEPT } from '@asp/contracts';
import { Node } from '@tiptap/react';

/**
 * An image in rich text (website builder, issue 14; website.md §3 "Wysiwyg image upload"):
 * a block-level <img src alt>. Only editors given `uploadImage` load it, so the catalogue's
 * rich text (whose server allow-list has no img) never holds one.
 */
export const RichTextImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
});

/** What an editor's upload gives back: the image's address and alt text, or the German reason it failed. */
export type RichTextImageUpload = (file: File) => Promise<{ src: string; alt: string } | { error: string }>;

/**
 * The file types offered: those of the image library (jpg, jpeg, png, gif). website.md §3 also
 * names svg and pdf for the old editor; the library does not take them (README: images are raster).
 */
export const RICH_TEXT_IMAGE_ACCEPT = IMAGE_FILE_ACCEPT;
