import { checkoutStepOf, type CheckoutStep, type FieldError } from '@asp/domain';
import { checkoutScreenTexts, checkoutStepTexts } from '@asp/i18n';
import { Fragment } from 'react';

export interface IncompleteStepsProps {
  steps: CheckoutStep[];
  /** The step validation's current errors. */
  errors: FieldError[];
  touch: (field: string) => void;
}

/**
 * Below variant 1's disabled submit (storefront.md §5): which steps are still
 * incomplete. Each step name is a button that marks the step's fields with their
 * errors and moves focus to the first of them, so the customer sees what is missing
 * without the form shouting at fields they have not reached yet.
 */
export function IncompleteSteps({ steps, errors, touch }: IncompleteStepsProps) {
  if (steps.length === 0) return null;
  const [before, after = ''] = checkoutScreenTexts.incompleteSteps.split('{steps}');

  function reveal(step: CheckoutStep) {
    const fields = errors.map((e) => e.field).filter((field): field is string => !!field && checkoutStepOf(field) === step);
    fields.forEach(touch);
    const first = fields[0];
    const target =
      (first && document.querySelector<HTMLElement>(`.asp-checkout__form [name="${CSS.escape(first)}"]`)) ||
      (step === 'appointment' ? document.querySelector<HTMLElement>('[data-testid="appointment-date"]') : null);
    target?.focus();
  }

  return (
    <p className="asp-checkout__incomplete" data-testid="checkout-incomplete">
      {before}
      {steps.map((step, i) => (
        <Fragment key={step}>
          {i > 0 ? ', ' : null}
          <button type="button" className="asp-checkout__step-link" onClick={() => reveal(step)} data-testid={`checkout-step-${step}`}>
            {checkoutStepTexts[step]}
          </button>
        </Fragment>
      ))}
      {after}
    </p>
  );
}
