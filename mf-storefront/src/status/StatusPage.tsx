import { isQuestionnaireOffered, questionnairePayload } from '@asp/domain';
import { orderStatusPageTexts, resourceError } from '@asp/i18n';
import { Button, emitWindowEvent, ErrorNotice, errorMessage, INSTALL_APP_EVENT, Loader } from '@asp/web-kit';
import { useState } from 'react';
import { useParams } from '@asp/web-kit/router';
import { useGetBranchesQuery } from '../api';
import { useConfig } from '../startup-context';
import { CounterAppointmentBox } from './CounterAppointmentBox';
import { statusPollingInterval } from './order-live';
import { emptyQuestionnaire, Questionnaire, type QuestionnaireDraft } from './Questionnaire';
import {
  useConfirmCounterAppointmentMutation,
  useGetPublicOrderQuery,
  useRejectCounterAppointmentMutation,
  useSendQuestionnaireMutation,
} from './status-api';
import { StatusView } from './StatusView';
import { useInstallHint } from './use-install-hint';
import styles from './StatusView.module.css';

const dismissedKey = (uid: string) => `asp.questionnaireDismissed.${uid}`;

function readDismissed(uid: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(uid)) === 'true';
  } catch {
    return false;
  }
}

/**
 * /status/{uid}/{hash} (storefront.md §2.12, §4): the order followed live (server push,
 * with the 10-second poll as fallback until a final state; both stop when the page is
 * left), the counter-appointment answer and the questionnaire.
 */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const config = useConfig();
  const link = { uid, hash };
  const [pollingInterval, setPollingInterval] = useState(statusPollingInterval(undefined));
  const query = useGetPublicOrderQuery(link, { pollingInterval, skipPollingIfUnfocused: false });
  const order = query.data;
  // The interval follows the order's state; the query needs it before the order is known,
  // so it is adjusted during render (React's pattern for state derived from a prop), not
  // one render late in an effect.
  const nextPollingInterval = statusPollingInterval(order);
  if (nextPollingInterval !== pollingInterval) setPollingInterval(nextPollingInterval);
  // The branch contact needs the branch; the list is loaded when it is not (storefront.md §4).
  const branches = useGetBranchesQuery(undefined, { skip: !order });
  const branch = order ? (branches.data?.find((b) => b.id === order.branch.id) ?? null) : null;

  const [confirm, confirmState] = useConfirmCounterAppointmentMutation();
  const [reject, rejectState] = useRejectCounterAppointmentMutation();
  const [send, sendState] = useSendQuestionnaireMutation();
  const [counterError, setCounterError] = useState<string | null>(null);
  const [draft, setDraft] = useState<QuestionnaireDraft>(emptyQuestionnaire);
  const [questionnaireError, setQuestionnaireError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => readDismissed(uid));
  const [rated, setRated] = useState(false);
  const installHint = useInstallHint(config.enablePluginPWA);

  async function answerCounterAppointment(action: typeof confirm) {
    setCounterError(null);
    try {
      await action(link).unwrap();
    } catch (error) {
      setCounterError(errorMessage(error, orderStatusPageTexts.actionFailed));
    }
    // storefront.md §4: after either answer the order is reloaded.
    void query.refetch();
  }

  async function sendQuestionnaire() {
    const answers = questionnairePayload(draft);
    if (!answers) return; // storefront.md §5: nothing is sent without all four ratings
    setQuestionnaireError(null);
    try {
      await send({ ...link, answers: { ...answers, comment: answers.comment ?? '' } }).unwrap();
      setRated(true);
      void query.refetch();
    } catch {
      setQuestionnaireError(orderStatusPageTexts.questionnaireFailed);
    }
  }

  function dismissQuestionnaire() {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey(uid), 'true');
    } catch {
      // dismissed for this page view only
    }
  }

  if (!order) {
    if (query.isError) {
      const status = (query.error as { status?: number } | undefined)?.status;
      if (status === 404 || status === 400) {
        return (
          <p className={`${styles.root} asp-status-missing`} data-testid="status-not-found">
            {orderStatusPageTexts.notFound}
          </p>
        );
      }
      return <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void query.refetch()} />;
    }
    return <Loader />;
  }

  const counterBusy = confirmState.isLoading || rejectState.isLoading;
  return (
    <StatusView
      order={order}
      config={config}
      branch={branch}
      counterAppointment={
        <CounterAppointmentBox
          order={order}
          timeZone={config.timeZone}
          busy={counterBusy}
          error={counterError}
          onAccept={() => void answerCounterAppointment(confirm)}
          onReject={() => void answerCounterAppointment(reject)}
        />
      }
      questionnaire={
        rated ? (
          <p className="asp-status-box" role="status" data-testid="questionnaire-thanks">
            {orderStatusPageTexts.questionnaireThanks}
          </p>
        ) : isQuestionnaireOffered(order, config, dismissed) ? (
          <Questionnaire
            draft={draft}
            busy={sendState.isLoading}
            error={questionnaireError}
            payload={questionnairePayload(draft)}
            onChange={setDraft}
            onSend={() => void sendQuestionnaire()}
            onCancel={dismissQuestionnaire}
          />
        ) : null
      }
      installHint={
        installHint ? (
          <p className="asp-status__install" data-testid="status-install-hint">
            <span>{orderStatusPageTexts.installHint}</span>
            <Button variant="secondary" onClick={() => emitWindowEvent(INSTALL_APP_EVENT)}>
              {orderStatusPageTexts.installApp}
            </Button>
          </p>
        ) : null
      }
    />
  );
}
