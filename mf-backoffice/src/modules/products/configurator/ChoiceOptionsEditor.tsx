import { priceModifierSchema } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts, configuratorModifierLabels, fill } from '@asp/i18n';
import { Button, FormNumberField, FormTextField } from '@asp/web-kit';
import { useFieldArray } from 'react-hook-form';
import { NullableSelectField, type ProductForm } from './builder-fields';
import { newChoiceOption, type StepProblem } from '@asp/domain';
import { ProblemList } from './ProblemList';
import styles from './ConfiguratorBuilder.module.css';

const modifierOptions = priceModifierSchema.options.map((modifier) => ({ value: modifier, label: configuratorModifierLabels[modifier] }));

/**
 * The options of a select or multiselect step (storefront.md §3 "Select option": name,
 * modifier, value): each with its name, how it changes the price (add, subtract,
 * overwrite, or not at all) and the amount per product unit (storefront.md §9).
 */
export function ChoiceOptionsEditor({ form, step, problems }: { form: ProductForm; step: number; problems: StepProblem[] }) {
  const path = `config.parts.${step}.options` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: path });
  const at = (index: number) => problems.filter((problem) => problem.field.startsWith(`options.${index}.`));

  return (
    <fieldset className={styles.options} data-testid="configurator-choice-options">
      <legend>{texts.options}</legend>
      {fields.length === 0 ? <p className={styles.empty}>{texts.noOptions}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className={styles.option} data-testid="configurator-option-editor">
            <legend>{fill(texts.optionHeading, { number })}</legend>
            <FormTextField form={form} name={`${path}.${index}.name`} label={texts.optionName} />
            <NullableSelectField
              form={form}
              name={`${path}.${index}.modifier`}
              label={texts.modifier}
              options={modifierOptions}
              noneLabel={texts.modifierNone}
            />
            <FormNumberField
              form={form}
              name={`${path}.${index}.value`}
              label={texts.modifierValue}
              hint={texts.modifierValueHint}
              step="0.01"
              empty={null}
            />
            <ProblemList problems={at(index)} />
            <Button
              variant="secondary"
              className={styles.remove}
              onClick={() => remove(index)}
              aria-label={fill(texts.removeOption, { number })}
            >
              {texts.remove}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => append(newChoiceOption(), { focusName: `${path}.${fields.length}.name` })}>
        {texts.addOption}
      </Button>
    </fieldset>
  );
}
