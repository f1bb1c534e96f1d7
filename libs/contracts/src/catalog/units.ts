import { z } from 'zod';

/**
 * The unit codes of the unit catalogue (storefront.md §9), in the spec's order. The
 * codes live here, not in libs/domain, so that a product record's `unit` is typed as
 * exactly these codes wherever it is read: libs/domain's unit table (type, factor,
 * label) is keyed by this type and so cannot miss or invent a code.
 */
export const UNIT_CODES = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
  'gram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'millimeter',
  'centimeter',
  'decimeter',
  'meter',
  'kilometer',
  'square_millimeter',
  'square_centimeter',
  'square_decimeter',
  'square_meter',
  'cubic_millimeter',
  'cubic_centimeter',
  'cubic_decimeter',
  'cubic_meter',
] as const;

/** A unit code; anything else is refused with the German 'invalid choice' text. */
export const unitCodeSchema = z.enum(UNIT_CODES);
export type UnitCode = z.infer<typeof unitCodeSchema>;

/**
 * The units a net quantity (Nennfüllmenge) of a piece or package may be given in: weight
 * and volume only, the two kinds German price law (PAngV) asks a base price for here.
 */
export const NET_QUANTITY_UNIT_CODES = ['gram', 'kilogram', 'milliliter', 'centiliter', 'deciliter', 'liter'] as const;
export const netQuantityUnitSchema = z.enum(NET_QUANTITY_UNIT_CODES);
export type NetQuantityUnit = z.infer<typeof netQuantityUnitSchema>;

/**
 * What one piece or package of a product holds, e.g. `{ amount: 125, unit: 'gram' }` for
 * a 125 g Kräuterbutter sold per piece: the shop derives the base price (Grundpreis,
 * '20,00 € / kg') from it. Out-of-range values get the German messages of the error map.
 */
export const netQuantitySchema = z.object({
  amount: z.number().positive().max(1_000_000),
  unit: netQuantityUnitSchema,
});
export type NetQuantity = z.infer<typeof netQuantitySchema>;
