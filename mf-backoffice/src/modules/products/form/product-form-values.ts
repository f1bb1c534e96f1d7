import { productInputSchema, type Product } from '@asp/contracts';
import type { KitFormOf } from '@asp/web-kit';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The product form works on the contract itself (libs/contracts productInputSchema, the
 * same zod schema the catalog service validates with): field names are the contract's
 * paths, so a server error on `alternativeUnits[0].minimumQuantity` lands on that field.
 * The configurator builder edits `config.parts` of the same form.
 */
export type ProductFormValues = z.input<typeof productInputSchema>;
export type ProductFormOutput = z.output<typeof productInputSchema>;
export type ProductForm = KitFormOf<typeof productInputSchema>;

/** What a new product starts with: the contract's defaults, a blank name and no price yet. */
export function newProductValues(): DefaultValues<ProductFormValues> {
  const defaults = productInputSchema.parse({ name: '-', price: 0 });
  return { ...defaults, name: '', price: undefined };
}

/** A loaded product as form values (every field but the id, missing ones filled by the contract's defaults). */
export function productFormValues(product: Product): DefaultValues<ProductFormValues> {
  const { id: _id, ...fields } = product;
  const parsed = productInputSchema.safeParse(fields);
  // A record the current contract would refuse (an old one) is shown as it is; saving then names the fields.
  return parsed.success ? parsed.data : { ...newProductValues(), ...fields };
}
