import { CUSTOMER_CONTACT_FIELDS } from '@asp/contracts';
import { emptyOrderDraft, type OrderDraft } from '@asp/domain';
import type { CheckoutVariant } from './checkout-model';

/**
 * The stored order draft (storefront.md §4 "Submit": in self-service the stored order
 * draft is emptied after an order). The customer's contact and address data are kept in
 * localStorage per variant ('asp.checkout.draft.1' / '.2'; storage keys are prefixed asp,
 * storefront.md §9) so a returning customer does not type them again. What belongs to one
 * order only (appointment, comment, table, donatee, payment method, the terms and privacy
 * boxes) is never stored.
 */
export type DraftStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftStorageKey = (variant: CheckoutVariant): string => `asp.checkout.draft.${variant}`;

const STORED_TEXT_FIELDS = [...CUSTOMER_CONTACT_FIELDS, 'notificationType'] as const;
const STORED_FLAGS = ['isCompany', 'isDeliveryAddressDifferent', 'isDeliveryCompany'] as const;

function browserStorage(): DraftStorageArea | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The part of a draft that is kept between orders. */
export function storableDraft(draft: OrderDraft): Partial<OrderDraft> {
  const kept: Record<string, unknown> = {};
  for (const field of STORED_TEXT_FIELDS) if (typeof draft[field] === 'string' && draft[field]) kept[field] = draft[field];
  for (const flag of STORED_FLAGS) if (draft[flag] === true) kept[flag] = true;
  return kept as Partial<OrderDraft>;
}

/** The draft a checkout starts with: the variant's defaults plus what was stored. */
export function loadDraft(variant: CheckoutVariant, storage: DraftStorageArea | null = browserStorage()): OrderDraft {
  const draft = emptyOrderDraft(variant);
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage?.getItem(draftStorageKey(variant)) ?? 'null');
  } catch {
    stored = null;
  }
  if (!stored || typeof stored !== 'object') return draft;
  // Only known fields with the right type: the storage is not trusted.
  return { ...draft, ...storableDraft(stored as OrderDraft) };
}

export function saveDraft(variant: CheckoutVariant, draft: OrderDraft, storage: DraftStorageArea | null = browserStorage()): void {
  try {
    storage?.setItem(draftStorageKey(variant), JSON.stringify(storableDraft(draft)));
  } catch {
    // Full or disabled storage: the draft simply is not remembered.
  }
}

/**
 * The draft after a successful order: in self-service (a kiosk shared by strangers) it
 * is emptied and forgotten; otherwise the contact data stay and the per-order fields reset.
 */
export function draftAfterOrder(
  variant: CheckoutVariant,
  draft: OrderDraft,
  selfService: boolean,
  storage: DraftStorageArea | null = browserStorage(),
): OrderDraft {
  if (selfService) {
    try {
      storage?.removeItem(draftStorageKey(variant));
    } catch {
      // nothing stored then
    }
    return emptyOrderDraft(variant);
  }
  const next = { ...emptyOrderDraft(variant), ...storableDraft(draft) };
  saveDraft(variant, next, storage);
  return next;
}
