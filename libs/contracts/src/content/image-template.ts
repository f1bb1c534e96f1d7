import { z } from 'zod';
import { contentIdentifierSchema } from './common';

/**
 * Image templates (document 1 §3 "image templates (identifier and layers)", §7 standard
 * calls and `GET image-templates/{id}/layers`): a canvas and layers — text, image, shape —
 * that the content service composes into a PNG with sharp (e.g. a weekly offer poster from a
 * product's name, price and photo; signage uses them later). Texts may hold placeholders
 * `{name}` that a render call fills; an image layer's picture may be swapped per render.
 */
const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
const coordinate = z.number().int().min(0).max(4000);
const extent = z.number().int().min(1).max(4000);
const layerId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const textLayerSchema = z.object({
  type: z.literal('text'),
  id: layerId,
  x: coordinate,
  y: coordinate,
  width: extent,
  /** Text, lines split by '\n'; `{key}` is replaced by the render call's variable of that key. */
  text: z.string().max(2000),
  fontSize: z.number().int().min(6).max(800).default(48),
  fontWeight: z.union([z.literal(400), z.literal(700)]).default(400),
  /** A family installed on the server (fontconfig); unknown families fall back to a sans-serif. */
  fontFamily: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\p{L}\p{N} -]*$/u)
    .default('DejaVu Sans'),
  color: colorSchema.default('#000000'),
  align: z.enum(['left', 'center', 'right']).default('left'),
});

export const imageLayerSchema = z.object({
  type: z.literal('image'),
  id: layerId,
  x: coordinate,
  y: coordinate,
  width: extent,
  height: extent,
  /** An image of `/api/images`; null: empty until a render call names one. */
  imageId: z.number().int().positive().nullable().default(null),
  fit: z.enum(['cover', 'contain']).default('cover'),
});

export const shapeLayerSchema = z.object({
  type: z.literal('shape'),
  id: layerId,
  x: coordinate,
  y: coordinate,
  width: extent,
  height: extent,
  shape: z.enum(['rect', 'ellipse']).default('rect'),
  fill: colorSchema,
  /** Corner radius of a rect. */
  radius: z.number().int().min(0).max(2000).default(0),
});

export const imageTemplateLayerSchema = z.discriminatedUnion('type', [textLayerSchema, imageLayerSchema, shapeLayerSchema]);
export type ImageTemplateLayer = z.infer<typeof imageTemplateLayerSchema>;

export const imageTemplateInputSchema = z.object({
  /** Unique (document 1 §3). */
  identifier: contentIdentifierSchema,
  name: z.string().trim().min(1).max(120),
  width: z.number().int().min(16).max(4000),
  height: z.number().int().min(16).max(4000),
  background: colorSchema.default('#ffffff'),
  /** Drawn in order: the first layer at the bottom. Each must lie on the canvas; layer ids are unique (checked by the service). */
  layers: z.array(imageTemplateLayerSchema).max(50).default([]),
});

export const imageTemplateSchema = imageTemplateInputSchema.extend({ id: z.number().int() });
export type ImageTemplate = z.infer<typeof imageTemplateSchema>;
export type ImageTemplateInput = z.input<typeof imageTemplateInputSchema>;

/**
 * `POST /api/image-templates/{id}/render` (answers the PNG) and `POST /api/image-templates/{id}/images`
 * (stores it as a new image): placeholder values and per-layer image choices.
 */
export const imageTemplateRenderBodySchema = z.object({
  variables: z.record(z.string().regex(/^[A-Za-z0-9_]{1,64}$/), z.string().max(500)).default({}),
  /** Layer id → image id, replacing that image layer's picture for this render. */
  images: z.record(layerId, z.number().int().positive()).default({}),
  /** Alt text of the stored image (…/images; default the template's name). */
  alt: z.string().trim().max(255).default(''),
});
export type ImageTemplateRenderBody = z.infer<typeof imageTemplateRenderBodySchema>;
