import type { PublicOrder } from '@asp/contracts';
import { orderTimeline } from '@asp/domain';
import { orderStatusPageTexts } from '@asp/i18n';

/** Four steps, or the single cancelled step (storefront.md §2.12, libs/domain orderTimeline). */
export function StatusTimeline({ order }: { order: PublicOrder }) {
  const steps = orderTimeline(order);
  return (
    <ol className="asp-status-timeline" aria-label={orderStatusPageTexts.timeline} data-testid="status-timeline">
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${index}`}
          className={`asp-status-timeline__step asp-status-timeline__step--${step.state}${step.status === 'canceled' ? ' asp-status-timeline__step--canceled' : ''}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
        >
          <span className="asp-status-timeline__dot" aria-hidden="true">
            {step.status === 'canceled' ? '×' : step.state === 'done' ? '✓' : index + 1}
          </span>
          <span className="asp-status-timeline__label">{step.label}</span>
        </li>
      ))}
    </ol>
  );
}
