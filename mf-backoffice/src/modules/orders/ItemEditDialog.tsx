import type { Order, OrderItem, OrderItemChangeBody, UnitCode } from '@asp/contracts';
import { formatAmount, isOrderFinal, isWeighable, parseQuantityInput, unitLabel, unitType } from '@asp/domain';
import { fill, orderItemEditTexts as T } from '@asp/i18n';
import { Button, Dialog, ErrorNotice, errorMessage, TextField } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { useChangeItemMutation } from './orders-api';

/** The unit staff weigh a line in: the line's own weight unit, else the product's (a piece line of a kg product). */
export function weighingUnit(item: Pick<OrderItem, 'unit' | 'product'>): UnitCode {
  return unitType(item.unit) === 'weight' ? item.unit : item.product.unit;
}

export interface ItemEditInput {
  /** The quantity as typed ('2', '1,5'). */
  amount: string;
  /** The weighed amount as typed, in `weighingUnit(item)`; empty when not weighed. */
  weighed: string;
}

/** The dialog's start values: the current quantity, and the weight when the line was weighed already. */
export const initialItemInput = (item: OrderItem): ItemEditInput => ({
  amount: String(item.amount).replace('.', ','),
  weighed: item.isWeighed ? String(item.amount).replace('.', ',') : '',
});

/**
 * The request body of the dialog (PUT /api/orders/{id}/items/{index}): a weighed amount
 * wins for weight products; otherwise a changed quantity; null when nothing changed or the
 * input is no positive number (the dialog then says so before calling the server).
 */
export function itemChangeBody(item: OrderItem, input: ItemEditInput): OrderItemChangeBody | null {
  if (isWeighable(item) && input.weighed.trim()) {
    const weighed = parseQuantityInput(input.weighed);
    return weighed > 0 ? { weighedAmount: weighed, weighedUnit: weighingUnit(item) } : null;
  }
  const amount = parseQuantityInput(input.amount);
  if (!(amount > 0) || amount === item.amount) return null;
  return { amount };
}

/**
 * Per item of the order detail page: a button opening the edit dialog — quantity, and for
 * weight products the weighed amount in the line's unit. The order is reloaded after a
 * change (the mutation invalidates it); a failure shows the server's first message, else
 * 'Position konnte nicht geändert werden.'. Options are changed in the shop's configurator
 * only (the back office has no product configuration to offer here).
 */
export function ItemEditButton({ order, item, index }: { order: Order; item: OrderItem; index: number }) {
  const [change, state] = useChangeItemMutation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<ItemEditInput>(() => initialItemInput(item));
  const [failure, setFailure] = useState<string | null>(null);
  if (isOrderFinal(order)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = itemChangeBody(item, input);
    if (!body) return setFailure(T.nothingToChange);
    setFailure(null);
    try {
      await change({ id: order.id, index, body }).unwrap();
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error, T.saveFailed));
    }
  }

  const weighable = isWeighable(item);
  return (
    <>
      <Button
        variant="secondary"
        data-testid={`item-edit-${index}`}
        onClick={() => {
          setInput(initialItemInput(item));
          setFailure(null);
          setOpen(true);
        }}
      >
        {T.editItem}
      </Button>
      <Dialog open={open} title={fill(T.dialogTitle, { position: String(index + 1) })} onClose={() => setOpen(false)}>
        <form onSubmit={submit} data-testid="item-edit-dialog">
          {failure ? <ErrorNotice message={failure} /> : null}
          <p>{`${item.product.name}: ${formatAmount(item.amount, item.unit)}`}</p>
          <TextField
            label={`${T.quantity} (${unitLabel(item.unit)})`}
            name="amount"
            inputMode="decimal"
            value={input.amount}
            onChange={(amount) => setInput({ ...input, amount })}
          />
          {weighable ? (
            <TextField
              label={`${T.weighedAmount} (${unitLabel(weighingUnit(item))})`}
              name="weighed"
              inputMode="decimal"
              value={input.weighed}
              onChange={(weighed) => setInput({ ...input, weighed })}
            />
          ) : null}
          <div className="asp-backoffice-form__actions">
            <Button type="submit" disabled={state.isLoading} data-testid="item-edit-submit">
              {T.save}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
