import type { CartItemPartValue, OrderItem, OrderItemChangeBody } from '@asp/contracts';

/**
 * Options of an order item the edit dialog offers to remove. The order item keeps only
 * what the customer chose (`parts`, one entry per configuration step, by position) and
 * no option groups of the product, so the back office cannot offer other choices; it
 * can take chosen ones away. Uploaded files stay (they are no options).
 */
export interface ChosenOption {
  /** `<step>:value`, `<step>:values:<i>` or `<step>:addon:<i>`: stable while the dialog is open. */
  key: string;
  label: string;
}

export function chosenOptions(parts: readonly CartItemPartValue[]): ChosenOption[] {
  return parts.flatMap((part, step) => [
    ...(part.value ? [{ key: `${step}:value`, label: part.value }] : []),
    ...(part.values ?? []).map((value, i) => ({ key: `${step}:values:${i}`, label: value })),
    ...(part.addons ?? []).flatMap((addon, i) =>
      addon.amount > 0 ? [{ key: `${step}:addon:${i}`, label: `${addon.amount} × ${addon.name}` }] : [],
    ),
  ]);
}

/**
 * The parts without the removed options. Every step keeps its position (the server
 * matches parts to the product's steps by index): a removed single value becomes null,
 * removed multiselect values and addons leave their lists.
 */
export function withoutOptions(parts: readonly CartItemPartValue[], removed: ReadonlySet<string>): CartItemPartValue[] {
  return parts.map((part, step) => {
    const next: CartItemPartValue = { ...part };
    if (part.value && removed.has(`${step}:value`)) next.value = null;
    if (part.values) next.values = part.values.filter((_, i) => !removed.has(`${step}:values:${i}`));
    if (part.addons) next.addons = part.addons.filter((_, i) => !removed.has(`${step}:addon:${i}`));
    return next;
  });
}

/** The PUT body removing the options, or null when none is removed. The server checks required steps (400 otherwise). */
export function optionsChangeBody(item: Pick<OrderItem, 'parts'>, removed: readonly string[]): OrderItemChangeBody | null {
  const known = new Set(chosenOptions(item.parts).map((option) => option.key));
  const chosen = new Set(removed.filter((key) => known.has(key)));
  return chosen.size ? { parts: withoutOptions(item.parts, chosen) } : null;
}
