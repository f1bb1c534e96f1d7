import { operationTexts, shellTexts } from '@asp/i18n';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { callErrorDismissed, retryCall, selectShownCallErrors, selectPendingCalls, type CallErrorsState } from '../store/call-errors';
import { Button } from './Button';

export interface CallStatusProps {
  /** The app's one api (its reducerPath and endpoints), e.g. backofficeApi. */
  api: Parameters<typeof retryCall>[0];
}

type State = { callErrors: CallErrorsState } & Record<string, unknown>;

/**
 * The layout's view of every call (document 1 §4): a small indicator while any call is
 * under way, and each registered failure no screen shows in place, with its German message, 'Erneut versuchen'
 * (the same call with the same argument) and a close button.
 */
export function CallStatus({ api }: CallStatusProps) {
  const dispatch = useDispatch<ThunkDispatch<State, unknown, UnknownAction>>();
  const errors = useSelector((state: State) => selectShownCallErrors(state));
  const pending = useSelector((state: State) => selectPendingCalls(api.reducerPath)(state), shallowEqual);
  return (
    <div className="asp-call-status" data-testid="call-status">
      {pending.length > 0 ? (
        <span className="asp-call-status__pending" role="status" aria-live="polite" data-testid="pending-calls" data-count={pending.length}>
          {shellTexts.loading}
        </span>
      ) : null}
      {errors.map((error) => (
        <div key={error.id} className="asp-error-notice" role="alert" data-testid="call-error">
          <p className="asp-error-notice__message">{error.message}</p>
          <Button onClick={() => dispatch(retryCall(api, error.id))}>{operationTexts.retry}</Button>
          <Button onClick={() => dispatch(callErrorDismissed(error.id))} aria-label={shellTexts.close}>
            ×
          </Button>
        </div>
      ))}
    </div>
  );
}
