import {
  partTypeSchema,
  type ConfigPart,
  type configPartSchema,
  type PartOption,
  type partOptionSchema,
  type PartType,
  type Product,
} from '@asp/contracts';
import { backofficeConfiguratorTexts as texts, fill } from '@asp/i18n';
import type { z } from 'zod';

/**
 * The configurator builder's rules (storefront.md §3 "Configuration step (part)", §5,
 * §9), apart from the screen: which options a step kind has, new steps and options,
 * changing a step's kind, moving steps, and the problems shown while a step is edited.
 * The form holds the contract's input shape (`config.parts` of productInputSchema).
 */
export type StepDraft = z.input<typeof configPartSchema>;
export type OptionDraft = z.input<typeof partOptionSchema>;

/** The nine kinds in the contract's order. */
export const STEP_KINDS: readonly PartType[] = partTypeSchema.options;

/**
 * What options a kind has: select and multiselect choose among named options with a
 * price modifier; addons list products (or priced extras) with an amount; text and
 * upload steps have none.
 */
export type OptionStyle = 'choice' | 'addon' | 'none';

export function optionStyle(kind: PartType): OptionStyle {
  if (kind === 'select' || kind === 'multiselect') return 'choice';
  if (kind === 'addons') return 'addon';
  return 'none';
}

/** A new step of a kind: untitled, required (the spec's default), no options yet. */
export function newStep(kind: PartType): ConfigPart {
  return { type: kind, name: '', description: '', optional: false, options: [] };
}

/** A new option of a select or multiselect step: no price change until one is chosen. */
export function newChoiceOption(): PartOption {
  return { name: '', modifier: null, value: null, price: null, unit: null, item: null };
}

/** A new addon with its own price per piece and no product yet; one click adds 1. */
export function newAddonOption(): PartOption {
  return { name: '', modifier: null, value: null, price: 0, unit: 'piece', item: { amount: 1, unit: null, product: null, parts: [] } };
}

export function newOption(kind: PartType): PartOption {
  return optionStyle(kind) === 'addon' ? newAddonOption() : newChoiceOption();
}

/**
 * The addon for a chosen product: the product's snapshot (id, name, price, unit — what
 * the price rules use), its name unless the option has one, one product unit per click
 * unless the option has its own amount. Its own price and unit no longer apply.
 */
export function addonFromProduct(product: Pick<Product, 'id' | 'name' | 'price' | 'unit'>, current?: OptionDraft | null): PartOption {
  const amount = current?.item?.amount;
  return {
    name: current?.name?.trim() ? current.name : product.name,
    modifier: null,
    value: null,
    price: null,
    unit: null,
    item: {
      amount: amount && amount > 0 ? amount : 1,
      unit: product.unit,
      product: { id: product.id, name: product.name, price: product.price, unit: product.unit },
      parts: [],
    },
  };
}

/** The addon back on its own price (the product removed): price and unit of the product as a start. */
export function addonWithoutProduct(current: OptionDraft): PartOption {
  const product = current.item?.product;
  return {
    name: current.name ?? '',
    modifier: null,
    value: null,
    price: product?.price ?? current.price ?? 0,
    unit: product?.unit ?? current.unit ?? 'piece',
    item: { amount: current.item?.amount ?? 1, unit: null, product: null, parts: [] },
  };
}

/**
 * A step given another kind keeps its title, description and optional flag; its options
 * stay when the new kind has the same option style (select ↔ multiselect), else go; its
 * length limits stay between text and textarea, else go.
 */
export function changeStepKind(step: StepDraft, kind: PartType): StepDraft {
  const keep = optionStyle(step.type) === optionStyle(kind) && optionStyle(kind) !== 'none';
  const changed = { ...step, type: kind, options: keep ? (step.options ?? []) : [] };
  // Length limits belong to text steps only (a text may become a textarea and keep them).
  if (kind === 'text' || kind === 'textarea') return changed;
  const { minLength: _min, maxLength: _max, ...rest } = changed;
  return rest;
}

/** Where a step moves one place up (-1) or down (+1); null at either end. */
export function moveTarget(index: number, direction: -1 | 1, length: number): number | null {
  const target = index + direction;
  return index >= 0 && index < length && target >= 0 && target < length ? target : null;
}

/** A problem of a step; `field` is relative to the step ('options', 'options.1.value'). */
export interface StepProblem {
  field: string;
  message: string;
}

function duplicateNames(options: readonly OptionDraft[]): StepProblem[] {
  const seen = new Set<string>();
  const problems: StepProblem[] = [];
  options.forEach((option, index) => {
    const name = (option.name ?? '').trim();
    if (!name) return;
    if (seen.has(name)) problems.push({ field: `options.${index}.name`, message: fill(texts.problemDuplicateOption, { name }) });
    seen.add(name);
  });
  return problems;
}

/**
 * What keeps a step from working in the shop (beyond the contract's own field rules,
 * e.g. a blank title): a select, multiselect or addons step needs options; the shop
 * finds options by name, so names are unique within a step; a price modifier needs its
 * amount; an addon needs a product or its own price.
 */
export function stepProblems(step: StepDraft): StepProblem[] {
  const style = optionStyle(step.type);
  const options = step.options ?? [];
  if (style === 'none') return [];
  if (options.length === 0) return [{ field: 'options', message: texts.problemNoOptions }];
  const problems = duplicateNames(options);
  options.forEach((option, index) => {
    if (style === 'choice' && option.modifier && (option.value === null || option.value === undefined || Number.isNaN(option.value)))
      problems.push({ field: `options.${index}.value`, message: texts.problemMissingValue });
    if (style === 'addon' && !option.item?.product && (option.price === null || option.price === undefined || Number.isNaN(option.price)))
      problems.push({ field: `options.${index}.price`, message: texts.problemAddonWithoutPrice });
  });
  return problems;
}

/** Every step's problems, the field path from the steps list ('0.options.1.value'). */
export function configuratorProblems(steps: readonly StepDraft[]): StepProblem[] {
  return steps.flatMap((step, index) => stepProblems(step).map((problem) => ({ ...problem, field: `${index}.${problem.field}` })));
}
