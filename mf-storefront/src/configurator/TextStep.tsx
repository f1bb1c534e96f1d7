import { textLengthMessage, textLengthProblem, textPartLimits } from '@asp/domain';
import { configuratorLabels, fill } from '@asp/i18n';
import { useId } from 'react';
import type { StepProps } from './ChoiceSteps';

/**
 * Text and textarea steps within the product's limits (textPartLimits: minLength and
 * maxLength of the step, else the type's default maximum; issue 18). A counter below
 * says how much is typed of the most allowed; beyond the limits the length message shows
 * and the step is invalid, so the item cannot be saved. The input does not cut a pasted
 * text off (no maxLength attribute): the customer sees all of it and shortens it.
 */
export function TextStep({ part, index, value, dispatch, labelId }: StepProps) {
  const counterId = useId();
  const errorId = useId();
  const text = value?.value ?? '';
  const max = textPartLimits(part)?.max ?? text.length;
  const problem = textLengthProblem(part, value);
  const common = {
    className: 'asp-step__text',
    'aria-labelledby': labelId,
    'aria-describedby': problem ? `${errorId} ${counterId}` : counterId,
    'aria-invalid': problem ? true : undefined,
    value: text,
    required: !part.optional,
    'data-testid': 'configurator-text',
  };
  return (
    <>
      {part.type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => dispatch({ type: 'text', part: index, value: event.target.value })} />
      ) : (
        <input {...common} type="text" onChange={(event) => dispatch({ type: 'text', part: index, value: event.target.value })} />
      )}
      <p
        id={counterId}
        className={problem?.kind === 'tooLong' ? 'asp-step__counter asp-step__counter--over' : 'asp-step__counter'}
        data-testid="configurator-text-counter"
      >
        {fill(configuratorLabels.textCounter, { count: text.length, max })}
      </p>
      {problem ? (
        <p id={errorId} className="asp-field-error" role="alert" data-testid="configurator-text-error">
          {textLengthMessage(problem)}
        </p>
      ) : null}
    </>
  );
}
