import type { CartItemPartValue, ConfigPart, Product } from '@asp/contracts';
import { addonStep, toggleOption, unitLabel } from '@asp/domain';
import { fill, orderItemEditTexts as T } from '@asp/i18n';
import { CheckboxField, SelectField, TextField } from '@asp/web-kit';
import { offeredNames, type StepChoice } from './option-choices';

interface StepProps<K extends StepChoice['kind']> {
  step: ConfigPart;
  index: number;
  choice: Extract<StepChoice, { kind: K }>;
  onChange: (choice: StepChoice) => void;
}

function SelectStep({ step, index, choice, onChange }: StepProps<'select'>) {
  return (
    <SelectField
      label={step.name}
      name={`step-${index}`}
      value={choice.value}
      placeholder={T.noChoice}
      options={offeredNames(step.options, [choice.value]).map((name) => ({ value: name, label: name }))}
      onChange={(value) => onChange({ kind: 'select', value })}
    />
  );
}

function MultiselectStep({ step, index, choice, onChange }: StepProps<'multiselect'>) {
  return (
    <fieldset className="asp-backoffice-choices">
      <legend>{step.name}</legend>
      {offeredNames(step.options, choice.values).map((name) => (
        <CheckboxField
          key={name}
          name={`step-${index}-${name}`}
          label={name}
          checked={choice.values.includes(name)}
          onChange={() => onChange({ kind: 'multiselect', values: toggleOption(choice.values, name) })}
        />
      ))}
    </fieldset>
  );
}

function AddonsStep({ step, index, choice, onChange }: StepProps<'addons'>) {
  return (
    <fieldset className="asp-backoffice-choices">
      <legend>{step.name}</legend>
      {offeredNames(step.options, Object.keys(choice.amounts)).map((name) => {
        const option = step.options.find((o) => o.name === name);
        const unit = option ? addonStep(option).unit : null;
        return (
          <TextField
            key={name}
            name={`step-${index}-${name}`}
            inputMode="decimal"
            label={unit ? fill(T.addonAmountUnit, { name, unit: unitLabel(unit) }) : fill(T.addonAmount, { name })}
            value={choice.amounts[name] ?? ''}
            onChange={(typed) => onChange({ kind: 'addons', amounts: { ...choice.amounts, [name]: typed } })}
          />
        );
      })}
    </fieldset>
  );
}

/** A text or upload step: what the customer entered, not editable here. */
function FixedStep({ step, part }: { step: ConfigPart; part: CartItemPartValue | undefined }) {
  const files = part?.files ?? [];
  const shown = files.length ? fill(T.fileCount, { count: String(files.length) }) : part?.value?.trim() || T.notFilled;
  return <p data-testid="item-edit-fixed-step">{`${step.name}: ${shown}`}</p>;
}

/**
 * The product's configurator steps with the line's current choice pre-selected: select as
 * a drop-down (with 'Keine Auswahl'), multiselect as ticks, addons as amount inputs; text
 * and upload steps read-only. The server checks required steps and prices the result.
 */
export function OptionChoices({
  product,
  parts,
  choices,
  onChange,
}: {
  product: Product;
  parts: readonly CartItemPartValue[];
  choices: readonly StepChoice[];
  onChange: (choices: StepChoice[]) => void;
}) {
  if (!product.config.parts.length) return null;
  const set = (index: number) => (choice: StepChoice) => onChange(choices.map((c, i) => (i === index ? choice : c)));
  return (
    <fieldset className="asp-backoffice-choices" data-testid="item-edit-choices">
      <legend>{T.options}</legend>
      {product.config.parts.map((step, index) => {
        const choice = choices[index];
        const key = `${index}-${step.name}`;
        if (choice?.kind === 'select') return <SelectStep key={key} step={step} index={index} choice={choice} onChange={set(index)} />;
        if (choice?.kind === 'multiselect')
          return <MultiselectStep key={key} step={step} index={index} choice={choice} onChange={set(index)} />;
        if (choice?.kind === 'addons') return <AddonsStep key={key} step={step} index={index} choice={choice} onChange={set(index)} />;
        return <FixedStep key={key} step={step} part={parts[index]} />;
      })}
    </fieldset>
  );
}
