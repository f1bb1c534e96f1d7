import type { Order, OrderItem, Product } from '@asp/contracts';
import { formatAmount, isOrderFinal, isWeighable, unitLabel } from '@asp/domain';
import { fill, orderItemEditTexts as T } from '@asp/i18n';
import { Button, CheckboxField, Dialog, ErrorNotice, errorMessage, TextField } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { initialItemInput, itemChangeRequests, weighingUnit, type ItemEditInput } from './item-change-body';
import { chosenOptions } from './item-options';
import { choicesChangeBody, choicesOf, type StepChoice } from './option-choices';
import { OptionChoices } from './OptionChoices';
import { useChangeItemMutation } from './orders-api';
import { useLineProduct } from './use-line-product';

/** Ticks to remove chosen options: the fallback when the line's product cannot be loaded (deleted; see item-options.ts). */
function OptionRemoval({ item, input, onChange }: { item: OrderItem; input: ItemEditInput; onChange: (removed: string[]) => void }) {
  const options = chosenOptions(item.parts);
  if (!options.length) return null;
  return (
    <fieldset className="asp-backoffice-choices" data-testid="item-edit-options">
      <legend>{T.options}</legend>
      <p>{T.optionsHint}</p>
      {options.map((option) => (
        <CheckboxField
          key={option.key}
          name={`remove-${option.key}`}
          label={fill(T.removeOption, { option: option.label })}
          checked={input.removedOptions.includes(option.key)}
          onChange={(checked) =>
            onChange(checked ? [...input.removedOptions, option.key] : input.removedOptions.filter((key) => key !== option.key))
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * Per item of the order detail page: a button opening the edit dialog — quantity, and for
 * weight products the weighed amount in the line's unit. The order is reloaded after a
 * change (the mutation invalidates it); a failure shows the server's first message, else
 * 'Position konnte nicht geändert werden.'. Opening loads the line's product: its select,
 * multiselect and addon steps are offered with the current choice (OptionChoices); when the
 * product cannot be loaded, chosen options can only be removed.
 */
export function ItemEditButton({ order, item, index }: { order: Order; item: OrderItem; index: number }) {
  const [change, state] = useChangeItemMutation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<ItemEditInput>(() => initialItemInput(item));
  const [failure, setFailure] = useState<string | null>(null);
  const line = useLineProduct(item.product.id, open);
  const product = line.state === 'loaded' ? line.product : null;
  // Choices belong to the product read of this opening; a fresh read starts from the line's parts.
  const [edited, setEdited] = useState<{ product: Product; choices: StepChoice[] } | null>(null);
  const choices = product ? (edited?.product === product ? edited.choices : choicesOf(product, item.parts)) : [];
  const setChoices = (next: StepChoice[]) => product && setEdited({ product, choices: next });
  if (isOrderFinal(order)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const options = product ? choicesChangeBody(item, product, choices) : undefined;
    if (options === 'invalid') return setFailure(T.invalidAddonAmount);
    const bodies = itemChangeRequests(item, input, options);
    if (!bodies) return setFailure(T.nothingToChange);
    setFailure(null);
    try {
      for (const body of bodies) await change({ id: order.id, index, body }).unwrap();
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
          {product ? (
            <OptionChoices product={product} parts={item.parts} choices={choices} onChange={setChoices} />
          ) : line.state === 'loading' ? (
            <p role="status">{T.optionsLoading}</p>
          ) : (
            <OptionRemoval item={item} input={input} onChange={(removedOptions) => setInput({ ...input, removedOptions })} />
          )}
          <div className="asp-backoffice-form__actions">
            <Button type="submit" disabled={state.isLoading || line.state === 'loading'} data-testid="item-edit-submit">
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
