import {
  configPartSchema,
  partOptionSchema,
  productInputSchema,
  type ConfigPart,
  type PartOption,
  type Product,
  type ProductInput,
} from '@asp/contracts';
import { backofficeConfiguratorTexts as texts, fill } from '@asp/i18n';
import type { ConfiguratorPreviewProps } from '@asp/web-kit';
import type { DeepPartial } from 'react-hook-form';
import { optionStyle, STEP_KINDS, type StepDraft } from '@asp/domain';

/**
 * The live preview's props from the product form's values: the storefront's configurator
 * wants a complete product record, the form holds a draft that may be half typed (a blank
 * name, an amount being entered, an option without a name). Every field that is not
 * valid yet shows as its default, so the preview keeps working while the staff type:
 * blank names become 'Neues Produkt' / 'Schritt n'; options without a name, or with the
 * name of an earlier option of the step (the shop finds options by name), are left out.
 */
export type ProductDraft = DeepPartial<ProductInput>;

/** The defaults of every product field, as a record the contract accepts. */
const FALLBACK: Omit<Product, 'id'> = productInputSchema.parse({ name: texts.previewUntitled, price: 0 });

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function previewOption(option: DeepPartial<PartOption> | undefined, name: string): PartOption {
  const draft = { ...option, name, value: finite(option?.value), price: finite(option?.price) };
  // A half-set addon item (say an amount being typed) shows without it; anything else invalid: the name only.
  for (const candidate of [draft, { ...draft, item: null }]) {
    const parsed = partOptionSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return partOptionSchema.parse({ name });
}

function previewStep(step: DeepPartial<StepDraft> | undefined, index: number): ConfigPart | null {
  const type = STEP_KINDS.find((kind) => kind === step?.type);
  if (!type) return null;
  const seen = new Set<string>();
  const options: PartOption[] = [];
  if (optionStyle(type) !== 'none') {
    for (const option of step?.options ?? []) {
      const name = (option?.name ?? '').trim();
      if (!name || seen.has(name) || name.length > 255) continue;
      seen.add(name);
      options.push(previewOption(option, name));
    }
  }
  const name = (step?.name ?? '').trim();
  return configPartSchema.parse({
    type,
    name: name && name.length <= 255 ? name : fill(texts.previewUntitledStep, { number: index + 1 }),
    description: typeof step?.description === 'string' ? step.description.slice(0, 10_000) : '',
    optional: step?.optional === true,
    options,
  });
}

/** The product record the preview shows for the form's values (id 0 while unsaved). */
export function previewProduct(values: ProductDraft, id = 0): Product {
  const parts = (values.config?.parts ?? []).slice(0, 50).flatMap((step, index) => previewStep(step, index) ?? []);
  let candidate: Record<string, unknown> = {
    ...values,
    name: values.name?.trim() ? values.name : FALLBACK.name,
    config: { parts },
  };
  // Fields still invalid take their defaults; after one round every field is valid.
  for (let round = 0; round < 2; round += 1) {
    const parsed = productInputSchema.safeParse(candidate);
    if (parsed.success) return { ...parsed.data, id };
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    candidate = { ...candidate, ...Object.fromEntries(Object.entries(FALLBACK).filter(([key]) => invalid.has(key))) };
  }
  return { ...FALLBACK, config: { parts }, id };
}

/** What the back office hands the storefront's './ConfiguratorPreview'. */
export function previewProps(values: ProductDraft, currency: string, id = 0): ConfiguratorPreviewProps {
  return { product: previewProduct(values, id), currency };
}
