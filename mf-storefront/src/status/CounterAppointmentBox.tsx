import type { PublicOrder } from '@asp/contracts';
import { counterAppointmentPrompt } from '@asp/domain';
import { orderStatusPageTexts } from '@asp/i18n';
import { Button } from '@asp/web-kit';

export interface CounterAppointmentProps {
  order: PublicOrder;
  timeZone: string;
  busy: boolean;
  error: string | null;
  onAccept(): void;
  onReject(): void;
}

/**
 * The counter-appointment box (storefront.md §2.12, §4): offered while a counter
 * appointment exists and the order is neither rejected nor confirmed; 'Ja, {time} Uhr
 * ist in Ordnung' confirms, 'Nein, Bestellung stornieren' cancels.
 */
export function CounterAppointmentBox({ order, timeZone, busy, error, onAccept, onReject }: CounterAppointmentProps) {
  const prompt = counterAppointmentPrompt(order, timeZone);
  if (!prompt) return null;
  return (
    <section className="asp-status-box asp-status-counter" aria-labelledby="asp-status-counter-title" data-testid="counter-appointment">
      <h2 id="asp-status-counter-title">{orderStatusPageTexts.counterAppointment}</h2>
      <p>{prompt.text}</p>
      {error ? (
        <p className="asp-status-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="asp-status-actions">
        <Button onClick={onAccept} disabled={busy} data-testid="counter-appointment-accept">
          {prompt.accept}
        </Button>
        <Button variant="secondary" onClick={onReject} disabled={busy} data-testid="counter-appointment-reject">
          {prompt.reject}
        </Button>
      </div>
    </section>
  );
}
