import type { PartType } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts, configuratorStepKindLabels } from '@asp/i18n';
import { Button, SelectField } from '@asp/web-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductForm, ProductPath } from './builder-fields';
import { changeStepKind, configuratorProblems, moveTarget, newStep, STEP_KINDS } from '@asp/domain';
import { LivePreview } from './LivePreview';
import { StepEditor } from './StepEditor';
import styles from './ConfiguratorBuilder.module.css';

const kindOptions = STEP_KINDS.map((kind) => ({ value: kind, label: configuratorStepKindLabels[kind] }));

export interface ConfiguratorBuilderProps {
  /** The product form (react-hook-form over productInputSchema); the builder edits `config.parts`. */
  form: ProductForm;
}

/**
 * The configurator builder of the product form (issue 13; storefront.md §3, §5, §9): the
 * steps of the product's configurator in order — add one of the nine kinds, move up and
 * down, remove — each with its title, description, optional flag and options (price
 * modifiers, addon products); what still keeps a step from working in the shop shows
 * below it; the live preview renders the storefront's configurator with the form's values.
 */
export function ConfiguratorBuilder({ form }: ConfiguratorBuilderProps) {
  const kindId = useId();
  const { fields, append, remove, move, update } = useFieldArray({ control: form.control, name: 'config.parts' });
  const steps = useWatch({ control: form.control, name: 'config.parts' }) ?? [];
  const [kind, setKind] = useState<PartType>('select');
  // Where the focus goes once a removal has rendered (the next step's title, else the kind choice).
  const focusAfterRender = useRef<ProductPath | 'kind' | null>(null);
  const problems = configuratorProblems(steps);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target === 'kind') document.getElementById(kindId)?.focus();
    else form.setFocus(target);
  });

  function removeStep(index: number) {
    const next = Math.min(index, fields.length - 2);
    focusAfterRender.current = next >= 0 ? `config.parts.${next}.name` : 'kind';
    remove(index);
  }

  function changeKind(index: number, next: PartType) {
    const step = form.getValues(`config.parts.${index}`);
    if (step) update(index, changeStepKind(step, next));
  }

  function moveStep(index: number, direction: -1 | 1) {
    const target = moveTarget(index, direction, fields.length);
    if (target !== null) move(index, target);
  }

  return (
    <fieldset className={styles.builder} data-testid="configurator-builder">
      <legend>{texts.title}</legend>
      <p className={styles.hint}>{texts.intro}</p>
      {fields.length === 0 ? <p className={styles.empty}>{texts.noSteps}</p> : null}
      <ol className={styles.steps} aria-label={texts.steps}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <StepEditor
              form={form}
              index={index}
              count={fields.length}
              kind={steps[index]?.type ?? field.type}
              title={steps[index]?.name ?? ''}
              problems={problems
                .filter((problem) => problem.field.startsWith(`${index}.`))
                .map((problem) => ({ ...problem, field: problem.field.slice(`${index}.`.length) }))}
              onKindChange={(next) => changeKind(index, next)}
              onMove={(direction) => moveStep(index, direction)}
              onRemove={() => removeStep(index)}
            />
          </li>
        ))}
      </ol>
      {/* Below the steps: a notice appearing above them would move the button being clicked. */}
      {problems.length > 0 ? (
        <p className={styles.summary} data-testid="configurator-incomplete">
          {texts.problemsSummary}
        </p>
      ) : null}
      <div className={styles.add}>
        <SelectField
          id={kindId}
          label={texts.newStepKind}
          name="configurator-new-step-kind"
          value={kind}
          options={kindOptions}
          onChange={(value) => setKind(STEP_KINDS.find((candidate) => candidate === value) ?? kind)}
        />
        <Button onClick={() => append(newStep(kind), { focusName: `config.parts.${fields.length}.name` })}>{texts.addStep}</Button>
      </div>
      <LivePreview form={form} />
    </fieldset>
  );
}
