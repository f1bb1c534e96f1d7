import type { Order } from '@asp/contracts';
import { allowedStaffActions, type StaffAction } from '@asp/domain';
import { backofficeOrderTexts, backofficeTexts, operationTexts } from '@asp/i18n';
import { Button, Dialog, ErrorNotice, errorMessage, TextAreaField, TextField } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { useStatusActionMutation } from './orders-api';

const T = backofficeOrderTexts;

/** Reject and cancel ask for a reason, confirm offers a changed pickup time; the others run at once. */
const ASKS: Partial<Record<StaffAction, 'reason' | 'appointment'>> = { reject: 'reason', cancel: 'reason', confirm: 'appointment' };

/** The request body of an action from the dialog's input (datetime-local is the browser's local time). */
export function statusBody(action: StaffAction, input: string): Record<string, unknown> {
  if (ASKS[action] === 'reason') return { message: input.trim() };
  if (action === 'confirm' && input) return { appointment: new Date(input).toISOString() };
  return {};
}

/** Document 1 §8: the server's first message when it sent one, else the catalogue's default. */
export const statusError = (action: StaffAction, error: unknown) =>
  errorMessage(error, action === 'cancel' ? operationTexts.orderCancelFailed : operationTexts.orderStatusFailed);

/**
 * The status buttons of an order: only the transitions libs/domain allows now
 * (allowedStaffActions), so impossible ones are never offered. After each action the
 * order and its history are reloaded (the mutation invalidates them).
 */
export function StatusActions({ order }: { order: Order }) {
  const [run, state] = useStatusActionMutation();
  const [asking, setAsking] = useState<StaffAction | null>(null);
  const [input, setInput] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function perform(action: StaffAction, value: string) {
    setAsking(null);
    setFailure(null);
    try {
      await run({ id: order.id, action, body: statusBody(action, value) }).unwrap();
    } catch (error) {
      setFailure(statusError(action, error));
    }
  }

  function start(action: StaffAction) {
    setInput('');
    if (ASKS[action]) setAsking(action);
    else void perform(action, '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (asking) void perform(asking, input);
  }

  const actions = allowedStaffActions(order);
  return (
    <div className="asp-backoffice-order-actions" data-testid="status-actions">
      {failure ? <ErrorNotice message={failure} /> : null}
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'reject' || action === 'cancel' ? 'secondary' : 'primary'}
          disabled={state.isLoading}
          data-testid={`status-${action}`}
          onClick={() => start(action)}
        >
          {T.actions[action]}
        </Button>
      ))}
      <Dialog open={asking !== null} title={asking ? T.actions[asking] : ''} onClose={() => setAsking(null)}>
        <form onSubmit={submit} data-testid="status-dialog">
          {asking && ASKS[asking] === 'reason' ? (
            <TextAreaField label={T.reason} name="reason" value={input} onChange={setInput} rows={3} />
          ) : (
            <TextField label={T.changedAppointment} name="appointment" type="datetime-local" value={input} onChange={setInput} />
          )}
          <div className="asp-backoffice-form__actions">
            <Button type="submit" data-testid="status-submit">
              {T.submitAction}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {backofficeTexts.cancel}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
