import type { DeviceKind } from '@asp/contracts';
import { backofficeDeviceTexts as t, operationTexts } from '@asp/i18n';
import { errorList, isRetryableError } from '@asp/web-kit';
import type { DeviceAction } from './devices-api';

interface ActionTexts {
  label: string;
  /** The success notice. */
  done: string;
  /** The failure message of document 1 §8. */
  failed: string;
  testId: string;
}

export const deviceActionTexts: Record<DeviceAction, ActionTexts> = {
  'test/print': { label: t.testPrint, done: t.testPrintDone, failed: operationTexts.testFailed, testId: 'device-test-print' },
  'test/notification': {
    label: t.testNotification,
    done: t.testNotificationDone,
    failed: operationTexts.testFailed,
    testId: 'device-test-notification',
  },
  'request-device-logs': {
    label: t.requestLogs,
    done: t.requestLogsDone,
    failed: operationTexts.logRequestFailed,
    testId: 'device-request-logs',
  },
};

/**
 * The actions a device offers: a test page for printers, a test message for notification
 * devices, and the log request for every device (a device that cannot answer gets a log
 * line saying so from the service).
 */
export function actionsFor(kind: DeviceKind): DeviceAction[] {
  return [kind === 'notification-device' ? 'test/notification' : 'test/print', 'request-device-logs'];
}

export interface ActionFailure {
  /** The spec's message, letter for letter ('Test nicht erfolgreich.'). */
  message: string;
  /** The server's own first message when it says something else (e.g. no permission), else null. */
  detail: string | null;
  /** Only when the same call could succeed later (no answer, server fault), not after a 4xx answer. */
  canRetry: boolean;
}

/**
 * What the screen says after a failed action. Document 1 §8 gives these actions their
 * own messages ('Test nicht erfolgreich.', 'Log konnte nicht angefordert werden.'); the
 * server's first message takes precedence only for create, update and delete, so here it
 * is shown below the spec's message when it adds something.
 */
export function actionFailure(action: DeviceAction, error: unknown): ActionFailure {
  const message = deviceActionTexts[action].failed;
  const first = errorList(error)[0]?.message?.trim() ?? '';
  return { message, detail: first && first !== message ? first : null, canRetry: isRetryableError(error) };
}
