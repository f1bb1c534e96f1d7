import type { CartItemPartValue, OrderItem, OrderItemChangeBody, Product } from '@asp/contracts';
import { addonStep, emptyParts, parseQuantityInput, setAddonAmount, type CartAddon } from '@asp/domain';

/**
 * The item edit dialog's option form once the line's product is loaded (issue 12). The
 * order item keeps only what the customer chose (`parts`, one entry per configurator step,
 * by index); the product supplies the steps and their options. Parts ⇄ choices ⇄ new parts
 * are built with the configurator's own rules (libs/domain), so the server sees what a
 * checkout would send and prices it the same way. Text and upload steps stay as they are.
 */
export type StepChoice =
  /** select: the chosen option's name, '' for none. */
  | { kind: 'select'; value: string }
  /** multiselect: the ticked names, in the order the customer chose them. */
  | { kind: 'multiselect'; values: string[] }
  /** addons: the amount as typed per addon name ('2', '0,5', '' for none). */
  | { kind: 'addons'; amounts: Record<string, string> }
  /** text, textarea, file(s), image(s): shown read-only, sent back unchanged. */
  | { kind: 'fixed' };

const amountText = (amount: number): string => String(amount).replace('.', ',');

/** One choice per step of the product, pre-filled from the line's current parts. */
export function choicesOf(product: Pick<Product, 'config'>, parts: readonly CartItemPartValue[]): StepChoice[] {
  return product.config.parts.map((step, i): StepChoice => {
    const part = parts[i];
    switch (step.type) {
      case 'select':
        return { kind: 'select', value: part?.value ?? '' };
      case 'multiselect':
        return { kind: 'multiselect', values: [...(part?.values ?? [])] };
      case 'addons':
        return {
          kind: 'addons',
          amounts: Object.fromEntries((part?.addons ?? []).filter((a) => a.amount > 0).map((a) => [a.name, amountText(a.amount)])),
        };
      default:
        return { kind: 'fixed' };
    }
  });
}

/**
 * The names a step offers: the product's options, then chosen names the product no longer
 * lists (an option renamed since the order), so the current choice can still be shown.
 */
export function offeredNames(options: readonly { name: string }[], chosen: readonly string[]): string[] {
  const names = options.map((option) => option.name);
  return [...names, ...chosen.filter((name) => name && !names.includes(name))];
}

/** An addon amount as typed: '' is 0, '0,5' is 0.5; null for text that is no number ≥ 0. */
function addonAmount(typed: string): number | null {
  if (!typed.trim()) return 0;
  const amount = parseQuantityInput(typed);
  return amount > 0 || /^\s*0*[.,]?0*\s*$/.test(typed) ? amount : null;
}

/**
 * The new parts as the checkout builds them: one entry per product step (storefront's
 * initConfigurator: the line's part or the step's empty part), select → `{ value }`,
 * multiselect → `{ values }`, addons through `setAddonAmount` with the addon's unit
 * (`addonStep`). Null when an addon amount is no number ≥ 0.
 */
export function partsOfChoices(
  product: Pick<Product, 'config'>,
  parts: readonly CartItemPartValue[],
  choices: readonly StepChoice[],
): CartItemPartValue[] | null {
  const next: CartItemPartValue[] = [];
  for (const [i, empty] of emptyParts(product).entries()) {
    const current = parts[i] ?? empty;
    const choice = choices[i];
    const step = product.config.parts[i];
    if (!choice || choice.kind === 'fixed') next.push(current);
    else if (choice.kind === 'select') next.push({ ...current, value: choice.value || null });
    else if (choice.kind === 'multiselect') next.push({ ...current, values: [...choice.values] });
    else {
      let addons: CartAddon[] = [];
      for (const [name, typed] of Object.entries(choice.amounts)) {
        const amount = addonAmount(typed);
        if (amount === null) return null;
        const option = step.options.find((o) => o.name === name);
        const previous = current.addons?.find((a) => a.name === name);
        addons = setAddonAmount(addons, name, amount, option ? addonStep(option).unit : previous?.unit);
      }
      next.push({ ...current, addons });
    }
  }
  return next;
}

/** Whether two parts lists say the same (addons with amount 0 count as absent, like at checkout). */
export function sameParts(a: readonly CartItemPartValue[], b: readonly CartItemPartValue[]): boolean {
  const normal = (parts: readonly CartItemPartValue[]) =>
    JSON.stringify(
      parts.map((part) => ({
        value: part.value || null,
        values: part.values ?? [],
        files: part.files ?? [],
        addons: (part.addons ?? []).filter((addon) => addon.amount > 0).map((addon) => [addon.name, addon.amount, addon.unit ?? null]),
      })),
    );
  return normal(a) === normal(b);
}

/**
 * The PUT body for changed choices: `{ parts }`, null when nothing changed, 'invalid' when
 * an addon amount cannot be read (the dialog says so before calling the server).
 */
export function choicesChangeBody(
  item: Pick<OrderItem, 'parts'>,
  product: Pick<Product, 'config'>,
  choices: readonly StepChoice[],
): OrderItemChangeBody | null | 'invalid' {
  const parts = partsOfChoices(product, item.parts, choices);
  if (!parts) return 'invalid';
  return sameParts(item.parts, parts) ? null : { parts };
}
