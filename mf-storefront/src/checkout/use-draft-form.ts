import type { FieldError, OrderDraft } from '@asp/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorsByField, type CheckoutVariant } from './checkout-model';
import type { DraftForm } from './draft-form';
import { loadDraft, saveDraft } from './draft-storage';

export interface DraftFormState extends DraftForm {
  setDraft: (draft: OrderDraft) => void;
  /** The server's error list of the last failed submit (shown at the top). */
  serverErrors: FieldError[];
  showServerErrors: (errors: FieldError[]) => void;
}

/**
 * The order draft of a checkout and how its fields are marked (storefront.md §5, §8):
 * a field shows the server's error for it until it is edited; in variant 1 it shows the
 * step validation's error once it was touched (the submit stays disabled meanwhile).
 * The contact data are stored as they are typed (draft-storage).
 */
export function useDraftForm(
  variant: CheckoutVariant,
  clientErrors: (draft: OrderDraft) => FieldError[],
  /** The table of a table's QR link (shop/table-link.ts), chosen from the start. */
  linkedTable: string | null = null,
): DraftFormState {
  const [draft, setDraft] = useState<OrderDraft>(() => ({ ...loadDraft(variant), ...(linkedTable ? { table: linkedTable } : {}) }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => saveDraft(variant, draft), [variant, draft]);

  const set = useCallback(<K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const serverByField = useMemo(() => errorsByField(serverErrors), [serverErrors]);
  const clientByField = useMemo(() => (variant === 1 ? errorsByField(clientErrors(draft)) : {}), [variant, clientErrors, draft]);

  const errorOf = useCallback(
    (field: string) => (edited.has(field) ? undefined : serverByField[field]) ?? (touched.has(field) ? clientByField[field] : undefined),
    [edited, serverByField, touched, clientByField],
  );

  const showServerErrors = useCallback((errors: FieldError[]) => {
    setServerErrors(errors);
    setEdited(new Set());
  }, []);

  return { draft, set, touch, errorOf, setDraft, serverErrors, showServerErrors };
}
