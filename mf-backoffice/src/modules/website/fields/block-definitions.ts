import { WEBSITE_BLOCK_TYPES, type WebsiteBlockType } from '@asp/contracts';
import { backofficeWebsiteTexts as t } from '@asp/i18n';
import type { FieldDefinition } from './field-definitions';

/**
 * The fields of the 19 block types of a page body (website.md §2 "Block types on a page
 * body" and "Block behaviours", §3 "Block configs"). The value of a body entry
 * `{ type, value }` is an object with these names; mf-cms reads the same names.
 */
const f = t.fields;
const text = (name: keyof typeof f = 'text'): FieldDefinition => ({ kind: 'text', name, label: f[name] });
const rich = (name: keyof typeof f = 'text'): FieldDefinition => ({ kind: 'wysiwyg', name, label: f[name] });
const image = (name: keyof typeof f = 'image'): FieldDefinition => ({ kind: 'image', name, label: f[name] });
const links: FieldDefinition = {
  kind: 'collection',
  name: 'links',
  label: f.links,
  fields: [{ kind: 'link', name: 'link', label: f.link }],
};
/** The main slider (website.md §2 "Slide: duration, image, text"). */
const slides: FieldDefinition = {
  kind: 'collection',
  name: 'slides',
  label: f.slides,
  fields: [
    image(),
    { kind: 'textarea', name: 'text', label: f.text },
    { kind: 'number', name: 'duration', label: f.duration, min: 1, max: 60 },
  ],
};
const animals: FieldDefinition = {
  kind: 'collection',
  name: 'animals',
  label: f.animals,
  fields: [{ kind: 'reference', name: 'animal', label: f.animal, to: 'node', nodeType: 'animal' }],
};

export const BLOCK_TYPES = WEBSITE_BLOCK_TYPES;
export type BlockType = WebsiteBlockType;

export const blockDefinitions: Record<BlockType, FieldDefinition[]> = {
  hero_main: [text('title'), { kind: 'textarea', name: 'text', label: f.text }, slides, links],
  hero_sub: [text('title'), { kind: 'textarea', name: 'text', label: f.text }, image()],
  hero_quote: [text('quote'), { kind: 'number', name: 'rotation', label: f.rotation, min: -45, max: 45 }, rich(), image()],
  contact: [
    {
      kind: 'tabs',
      name: 'contact',
      label: t.blockTypes.contact,
      tabs: [
        { label: f.content, fields: [rich(), text('quote')] },
        { label: f.design, fields: [image('background_image'), { kind: 'color', name: 'background_color', label: f.background_color }] },
      ],
    },
    {
      kind: 'collection',
      name: 'forms',
      label: f.forms,
      fields: [{ kind: 'reference', name: 'form', label: f.form, to: 'node', nodeType: 'form' }],
    },
  ],
  teaser_animal: [text('quote'), rich(), animals],
  teaser_career: [text('quote'), rich(), links, image(), { kind: 'color', name: 'background_color', label: f.background_color }],
  teaser_news: [text('headline'), links],
  overview_animals: [image('icon'), text('headline'), animals],
  overview_news: [text('headline')],
  text: [
    {
      kind: 'select',
      name: 'width',
      label: f.width,
      options: (['medium', 'small', 'full'] as const).map((value) => ({ value, label: t.widths[value] })),
    },
    image('icon'),
    { kind: 'color', name: 'background', label: f.background },
    rich(),
  ],
  slider_text: [image('background_image'), text('title'), rich(), links, slides],
  title_text_images: [text('title'), text('quote'), rich(), { kind: 'images', name: 'images', label: f.images }],
  text_slider: [rich(), slides],
  text_slider_animal: [rich(), slides],
  image_text_slider: [text('title'), slides, image(), rich(), links],
  numbers: [
    image('background_image'),
    text('headline'),
    {
      kind: 'collection',
      name: 'operating_data',
      label: f.operating_data,
      fields: [text('number'), text('text')],
    },
  ],
  image_carousel: [{ kind: 'images', name: 'images', label: f.carouselImages }],
  career: [text('headline')],
  form: [{ kind: 'reference', name: 'form', label: f.form, to: 'node', nodeType: 'form', required: true }],
};

export const isBlockType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

export const blockTypeOptions = BLOCK_TYPES.map((type) => ({ value: type, label: t.blockTypes[type] }));
