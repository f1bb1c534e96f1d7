import type { Order } from '@asp/contracts';
import { backofficeOrderTexts, operationTexts } from '@asp/i18n';
import { Button, ErrorNotice } from '@asp/web-kit';
import { useState } from 'react';
import { useOrderCommandMutation, type OrderCommand } from './orders-api';

const T = backofficeOrderTexts;

/** Button label and the catalogue's failure message (document 1 §8) of each order command. */
export const ORDER_COMMANDS: Array<{ command: OrderCommand; label: string; failed: string }> = [
  { command: 'print', label: T.print, failed: operationTexts.printFailed },
  { command: 'update-payment-status', label: T.checkPayment, failed: operationTexts.paymentStatusFailed },
  { command: 'resend-new-order-email', label: T.resendEmail, failed: operationTexts.confirmationFailed },
  { command: 'resend-new-order-sms', label: T.resendSms, failed: operationTexts.confirmationFailed },
];

/** Print, re-check the payment, resend the confirmation by e-mail or SMS. The payment check only for online payments. */
export function OrderCommands({ order }: { order: Order }) {
  const [run, state] = useOrderCommandMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function perform(command: OrderCommand, failed: string) {
    setOutcome(null);
    try {
      await run({ id: order.id, command }).unwrap();
      setOutcome({ ok: true, message: T.done });
    } catch {
      setOutcome({ ok: false, message: failed });
    }
  }

  return (
    <div className="asp-backoffice-order-actions" data-testid="order-commands">
      {ORDER_COMMANDS.filter(({ command }) => command !== 'update-payment-status' || order.payment).map(({ command, label, failed }) => (
        <Button
          key={command}
          variant="secondary"
          disabled={state.isLoading}
          data-testid={`command-${command}`}
          onClick={() => void perform(command, failed)}
        >
          {label}
        </Button>
      ))}
      {outcome?.ok ? <p role="status">{outcome.message}</p> : null}
      {outcome && !outcome.ok ? <ErrorNotice message={outcome.message} /> : null}
    </div>
  );
}
