import { TEXT_PART_MAX_LENGTH, type PartType } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts, configuratorStepKindLabels, fill } from '@asp/i18n';
import { Button, FormCheckboxField, FormNumberField, FormTextAreaField, FormTextField, SelectField } from '@asp/web-kit';
import { useId } from 'react';
import { AddonOptionsEditor } from './AddonOptionsEditor';
import type { ProductForm } from './builder-fields';
import { ChoiceOptionsEditor } from './ChoiceOptionsEditor';
import { DEFAULT_TEXT_MAX_LENGTH, optionStyle, STEP_KINDS, type StepProblem } from '@asp/domain';
import { ProblemList } from './ProblemList';
import styles from './ConfiguratorBuilder.module.css';

const kindOptions = STEP_KINDS.map((kind) => ({ value: kind, label: configuratorStepKindLabels[kind] }));

export interface StepEditorProps {
  form: ProductForm;
  index: number;
  count: number;
  kind: PartType;
  title: string;
  problems: StepProblem[];
  onKindChange: (kind: PartType) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One step (storefront.md §3 "Configuration step (part)"): its kind, title, description,
 * the optional flag, the options its kind has, and for text steps their length limits. Moving keeps the focus on the button
 * pressed (at either end it only says it cannot: aria-disabled, so the focus stays).
 */
export function StepEditor({ form, index, count, kind, title, problems, onKindChange, onMove, onRemove }: StepEditorProps) {
  const headingId = useId();
  const number = index + 1;
  const path = `config.parts.${index}` as const;
  const style = optionStyle(kind);
  const atTop = index === 0;
  const atBottom = index === count - 1;
  const stepProblems = problems.filter((problem) => problem.field === 'options');
  const optionProblems = problems.filter((problem) => problem.field !== 'options');

  return (
    <section className={styles.step} aria-labelledby={headingId} data-testid="configurator-step-editor" data-step-type={kind}>
      <div className={styles.stepHeader}>
        <h4 id={headingId} className={styles.stepTitle}>
          {fill(texts.stepHeading, { number })}
          {title.trim() ? `: ${title.trim()}` : ''}
        </h4>
        <div className={styles.stepActions}>
          <Button
            variant="secondary"
            aria-label={fill(texts.moveUp, { number })}
            aria-disabled={atTop}
            onClick={() => (atTop ? undefined : onMove(-1))}
          >
            ↑ {texts.up}
          </Button>
          <Button
            variant="secondary"
            aria-label={fill(texts.moveDown, { number })}
            aria-disabled={atBottom}
            onClick={() => (atBottom ? undefined : onMove(1))}
          >
            ↓ {texts.down}
          </Button>
          <Button variant="secondary" aria-label={fill(texts.removeStep, { number })} onClick={onRemove}>
            {texts.remove}
          </Button>
        </div>
      </div>
      <SelectField
        label={texts.stepKind}
        name={`${path}.type`}
        value={kind}
        options={kindOptions}
        onChange={(value) => onKindChange(STEP_KINDS.find((candidate) => candidate === value) ?? kind)}
      />
      <FormTextField form={form} name={`${path}.name`} label={texts.stepName} />
      <FormTextAreaField form={form} name={`${path}.description`} label={texts.stepDescription} rows={2} />
      <FormCheckboxField form={form} name={`${path}.optional`} label={texts.stepOptional} />
      {kind === 'text' || kind === 'textarea' ? (
        // The limits the storefront's counter and the orders service keep to; empty is null (the default).
        <div className={styles.textLimits}>
          <FormNumberField
            form={form}
            name={`${path}.minLength`}
            label={texts.textMinLength}
            hint={texts.textMinLengthHint}
            step="1"
            min={1}
            max={TEXT_PART_MAX_LENGTH}
            empty={null}
          />
          <FormNumberField
            form={form}
            name={`${path}.maxLength`}
            label={texts.textMaxLength}
            hint={fill(texts.textMaxLengthHint, { max: DEFAULT_TEXT_MAX_LENGTH[kind] })}
            step="1"
            min={1}
            max={TEXT_PART_MAX_LENGTH}
            empty={null}
          />
        </div>
      ) : null}
      {style === 'choice' ? <ChoiceOptionsEditor form={form} step={index} problems={optionProblems} /> : null}
      {style === 'addon' ? <AddonOptionsEditor form={form} step={index} problems={optionProblems} /> : null}
      <ProblemList problems={stepProblems} />
    </section>
  );
}
