import { operationTexts } from '@asp/i18n';
import { Button } from './Button';

export interface ErrorNoticeProps {
  /** The German message (document 1 §8), e.g. resourceError('branches', 'load'). */
  message: string;
  /** Retries the same call; without it no button is shown. */
  onRetry?: () => void;
}

/** A failed load or save: the message, announced to screen readers, plus 'Erneut versuchen'. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <div className="asp-error-notice" role="alert">
      <p className="asp-error-notice__message">{message}</p>
      {onRetry && <Button onClick={onRetry}>{operationTexts.retry}</Button>}
    </div>
  );
}
