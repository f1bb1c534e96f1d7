import { configuratorLabels } from '@asp/i18n';
import { useId } from 'react';
import { AddonsStep } from './AddonsStep';
import { MultiselectStep, SelectStep, type StepProps } from './ChoiceSteps';
import { TextStep } from './TextStep';
import { UploadStep } from './UploadStep';

/** One configuration step: its name, '(optional)', its description and the control of its type. */
export function StepView(props: Omit<StepProps, 'labelId'>) {
  const labelId = useId();
  const { part } = props;
  const stepProps = { ...props, labelId };
  let control;
  switch (part.type) {
    case 'select':
      control = <SelectStep {...stepProps} />;
      break;
    case 'multiselect':
      control = <MultiselectStep {...stepProps} />;
      break;
    case 'text':
    case 'textarea':
      control = <TextStep {...stepProps} />;
      break;
    case 'file':
    case 'files':
    case 'image':
    case 'images':
      control = <UploadStep {...stepProps} />;
      break;
    case 'addons':
      control = <AddonsStep {...stepProps} />;
      break;
    default:
      control = null;
  }
  return (
    <section className="asp-step" data-testid="configurator-step" data-step-type={part.type}>
      <h3 id={labelId} className="asp-step__name">
        {part.name}
        {part.optional ? <span className="asp-step__optional"> {configuratorLabels.optional}</span> : null}
      </h3>
      {part.description ? <p className="asp-step__description">{part.description}</p> : null}
      {control}
    </section>
  );
}
