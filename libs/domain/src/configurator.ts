import { configuratorLabels, configuratorTexts, fill } from '@asp/i18n';
import { initialQuantity } from './quantity';
import type { CartAddon, CartItem, CartItemPart, ConfigPart, PartOption, PartType, Product, UnitCode, Upload } from './types';

/**
 * Whether a step has a value (storefront.md §5): select needs a value; multiselect at
 * least one; text and textarea a non-empty value; file, files, image, images at least one
 * entry; addons at least one addon with amount above 0.
 */
export function isPartFilled(part: Pick<ConfigPart, 'type'>, value: CartItemPart | null | undefined): boolean {
  switch (part.type) {
    case 'select':
      return !!value?.value;
    case 'multiselect':
      return (value?.values ?? []).length > 0;
    case 'text':
    case 'textarea':
      return !!value?.value?.trim();
    case 'file':
    case 'files':
    case 'image':
    case 'images':
      return (value?.files ?? []).length > 0;
    case 'addons':
      return (value?.addons ?? []).some((a) => a.amount > 0);
    default:
      return false;
  }
}

/**
 * Most characters of a text and a textarea step whose product sets no maxLength (ours,
 * issue 18: neither the spec nor the product data name a limit; without one a pasted
 * 3,000-character text stretched the cart).
 */
export const DEFAULT_TEXT_MAX_LENGTH = { text: 100, textarea: 1000 } as const;

type TextPart = Pick<ConfigPart, 'type' | 'minLength' | 'maxLength'>;

/** The limits of a text or textarea step (null for the other kinds): the product's, else the type's default maximum. */
export function textPartLimits(part: TextPart): { min: number | null; max: number } | null {
  if (part.type !== 'text' && part.type !== 'textarea') return null;
  const max = part.maxLength ?? DEFAULT_TEXT_MAX_LENGTH[part.type];
  return { min: part.minLength ? Math.min(part.minLength, max) : null, max };
}

export type TextLengthProblem = { kind: 'tooLong'; max: number } | { kind: 'tooShort'; min: number };

/**
 * A text step's value beyond its limits: longer than the maximum as typed (what the cart
 * and the order keep), or filled but shorter than the minimum (trimmed: spaces do not
 * count). An empty value is isPartFilled's business.
 */
export function textLengthProblem(part: TextPart, value: CartItemPart | null | undefined): TextLengthProblem | null {
  const limits = textPartLimits(part);
  const text = value?.value ?? '';
  if (!limits || !text) return null;
  if (text.length > limits.max) return { kind: 'tooLong', max: limits.max };
  const filled = text.trim().length;
  return limits.min && filled > 0 && filled < limits.min ? { kind: 'tooShort', min: limits.min } : null;
}

/** The configurator's message of a length problem: 'Höchstens {max} Zeichen.' or 'Mindestens {min} Zeichen.'. */
export function textLengthMessage(problem: TextLengthProblem): string {
  return problem.kind === 'tooLong'
    ? fill(configuratorLabels.textTooLong, { max: problem.max })
    : fill(configuratorLabels.textTooShort, { min: problem.min });
}

/**
 * A step is valid when it is optional or filled (a part with optional false must be
 * filled), and a text within its limits (an optional text too, once it is written).
 */
export function isStepValid(
  part: Pick<ConfigPart, 'type' | 'optional' | 'minLength' | 'maxLength'>,
  value: CartItemPart | null | undefined,
): boolean {
  if (textLengthProblem(part, value)) return false;
  return !!part.optional || isPartFilled(part, value);
}

function partsOf(product: Pick<Product, 'config'>): ConfigPart[] {
  return product.config?.parts ?? [];
}

/** Whether a product is configurable (type configurable, or without a type but with parts). */
export function isConfigurable(product: Pick<Product, 'type' | 'config'>): boolean {
  return product.type ? product.type === 'configurable' : partsOf(product).length > 0;
}

/**
 * Item validity (storefront.md §5): amount greater than 0 and, for configurable
 * products, every step valid.
 */
export function isItemValid(item: Pick<CartItem, 'product' | 'amount' | 'parts'>): boolean {
  if (!(item.amount > 0)) return false;
  if (!isConfigurable(item.product)) return true;
  return partsOf(item.product).every((part, i) => isStepValid(part, item.parts?.[i]));
}

/** Number of configurator steps: one per part (at least one, the quantity). */
export function stepCount(product: Pick<Product, 'config'>): number {
  return Math.max(1, partsOf(product).length);
}

/**
 * Next is available in step-by-step mode when the current step is valid and not the
 * last (storefront.md §4).
 */
export function canGoNext(item: Pick<CartItem, 'product' | 'parts'>, stepIndex: number): boolean {
  const parts = partsOf(item.product);
  if (!item.product.isStepByStep || stepIndex >= stepCount(item.product) - 1) return false;
  return isStepValid(parts[stepIndex], item.parts?.[stepIndex]);
}

/** The step after Next (unchanged when Next is not available). */
export function nextStep(item: Pick<CartItem, 'product' | 'parts'>, stepIndex: number): number {
  return canGoNext(item, stepIndex) ? stepIndex + 1 : stepIndex;
}

/** Back decrements the step, or cancels at step 0 (storefront.md §4). */
export function previousStep(stepIndex: number): { action: 'back'; stepIndex: number } | { action: 'cancel' } {
  return stepIndex <= 0 ? { action: 'cancel' } : { action: 'back', stepIndex: stepIndex - 1 };
}

/** Whether the step is the last one (where quantity and 'Zum Warenkorb hinzufügen' show). */
export function isLastStep(product: Pick<Product, 'config'>, stepIndex: number): boolean {
  return stepIndex >= stepCount(product) - 1;
}

/** Save is available when the whole item is valid (storefront.md §4). */
export function canSaveItem(item: Pick<CartItem, 'product' | 'amount' | 'parts'>): boolean {
  return isItemValid(item);
}

/** A new item is appended; an edited item replaces the one at its index (storefront.md §4). */
export function saveCartItem(items: CartItem[], item: CartItem, editIndex?: number | null): CartItem[] {
  if (editIndex === null || editIndex === undefined || editIndex < 0 || editIndex >= items.length) return [...items, item];
  return items.map((existing, i) => (i === editIndex ? item : existing));
}

/** Removes the item at an index. */
export function removeCartItem(items: CartItem[], index: number): CartItem[] {
  return items.filter((_, i) => i !== index);
}

/** One empty entry per step. */
export function emptyParts(product: Pick<Product, 'config'>): CartItemPart[] {
  return partsOf(product).map((part) => {
    switch (part.type) {
      case 'multiselect':
        return { values: [] };
      case 'addons':
        return { addons: [] };
      case 'file':
      case 'files':
      case 'image':
      case 'images':
        return { files: [] };
      default:
        return { value: null };
    }
  });
}

/** A new cart item for the configurator: initial quantity and empty steps. */
export function createCartItem(product: Product): CartItem {
  const { amount, unit } = initialQuantity(product);
  return { product, amount, unit, parts: emptyParts(product) };
}

/**
 * Clicking a select option: selects it; clicking the selected option deselects it only
 * when the step is optional (storefront.md §4).
 */
export function selectOption(part: Pick<ConfigPart, 'optional'>, current: string | null | undefined, option: string): string | null {
  if (current === option) return part.optional ? null : option;
  return option;
}

/** Multiselect toggles an option in and out of the list (storefront.md §4). */
export function toggleOption(values: string[] | null | undefined, option: string): string[] {
  const list = values ?? [];
  return list.includes(option) ? list.filter((v) => v !== option) : [...list, option];
}

/** Sets the amount of an addon (0 or less removes it). */
export function setAddonAmount(addons: CartAddon[] | null | undefined, name: string, amount: number, unit?: UnitCode | null): CartAddon[] {
  const rest = (addons ?? []).filter((a) => a.name !== name);
  if (!(amount > 0)) return rest;
  const entry: CartAddon = unit ? { name, amount, unit } : { name, amount };
  const index = (addons ?? []).findIndex((a) => a.name === name);
  if (index < 0) return [...rest, entry];
  rest.splice(index, 0, entry);
  return rest;
}

/**
 * What one step of an addon adds: its item's amount and unit (or 1 of the option's unit).
 * The storefront's configurator and the back office's item edit both store addons with this unit.
 */
export function addonStep(option: Pick<PartOption, 'item' | 'unit'>): { step: number; unit: UnitCode | null } {
  const unit = option.item?.unit ?? option.item?.product?.unit ?? option.unit ?? null;
  const step = option.item?.amount && option.item.amount > 0 ? option.item.amount : 1;
  return { step, unit };
}

/** Default accept list of uploads (storefront.md §5). */
export const DEFAULT_UPLOAD_ACCEPT = '.txt,.csv,.gif,.jpg,.jpeg,.png,.svg,.mp4,.mpeg,.webm,.zip,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';
/** Image steps accept jpg, jpeg, png, gif. */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.gif';
/** MIME types with a preview: jpeg, png, gif. */
export const PREVIEW_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

/** The accept list of an upload step. */
export function uploadAccept(type: PartType): string {
  return type === 'image' || type === 'images' ? IMAGE_UPLOAD_ACCEPT : DEFAULT_UPLOAD_ACCEPT;
}

/** Single file unless the step is images or files. */
export function isMultipleUpload(type: PartType): boolean {
  return type === 'images' || type === 'files';
}

/** Whether a file name matches the step's accept list (by extension, case-insensitive). */
export function isAcceptedFile(fileName: string, type: PartType): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return uploadAccept(type).split(',').includes(extension);
}

/**
 * The name an upload is shown by: the file's own name, or 'Datei {n}' (its place in the
 * step, 1-based) for an entry of a cart stored before the names were kept.
 */
export function uploadName(file: Pick<Upload, 'name'>, index: number): string {
  return file.name?.trim() || fill(configuratorLabels.file, { index: index + 1 });
}

/** Whether an upload gets a preview (jpeg, png, gif). */
export function isPreviewable(mimeType: string | null | undefined): boolean {
  return !!mimeType && PREVIEW_MIME_TYPES.includes(mimeType.toLowerCase());
}

/** The upload failure message of storefront.md §8. */
export function uploadErrorMessage(fileName: string): string {
  return fill(configuratorTexts.uploadFailed, { filename: fileName });
}
