import type { TerminalBalances, TerminalEmployee, TerminalMe } from '@asp/contracts';
import { fill, operationTexts, terminalPinTexts as P, terminalTexts as T, timeTrackingTexts } from '@asp/i18n';
import { sealPin } from '@asp/domain/terminal-seal';
import { ApiError, apiRequest, ErrorNotice } from '@asp/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { cachedEmployees, EmployeeList, loadEmployees } from './EmployeeList';
import { pinHeaders, sendPunch, terminalPath, type PunchAction } from './punch-queue';
import { cachedSealKey, loadSealKey } from './seal-key';
import { TerminalStatus } from './TerminalStatus';
import styles from './TerminalScreen.module.css';
import { usePunchQueue } from './use-punch-queue';

/** After a punch the summary stays this long, then the terminal asks for the next name. */
export const RETURN_AFTER_MS = 8_000;
/** Someone who typed their name and walked away: back to the start after this. */
export const IDLE_RETURN_MS = 30_000;

type View =
  | { step: 'ask' }
  | { step: 'pin'; username: string }
  | { step: 'user'; username: string; me: TerminalMe | null; pin?: string }
  | {
      step: 'done';
      username: string;
      action: PunchAction;
      me: TerminalMe | null;
      balances: TerminalBalances | null;
      queued: boolean;
    };

const failed: Record<PunchAction, string> = {
  start: operationTexts.activityStartFailed,
  pause: operationTexts.activityPauseFailed,
  resume: operationTexts.activityResumeFailed,
  end: operationTexts.activityEndFailed,
};
const labels: Record<PunchAction, string> = { start: T.start, pause: T.pause, resume: T.resume, end: T.end };

/** The buttons valid in a state; all four when the state is unknown (offline): the server sorts it out later. */
export function validActions(me: TerminalMe | null): PunchAction[] {
  if (!me) return ['start', 'pause', 'resume', 'end'];
  if (me.state === 'off') return ['start'];
  if (me.state === 'working') return ['pause', 'end'];
  return ['resume', 'end'];
}

const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * The punch terminal at the shop door (issue 15), opened as /screens/terminal/{token}: the
 * token in the link is the credential. An employee types their user name, sees their state
 * and today's time, punches with one big button and sees the balance and next shift; then
 * the screen returns to the start. Offline, punches are queued with their real time.
 */
export function TerminalScreen({ token }: { token: string }) {
  const [view, setView] = useState<View>({ step: 'ask' });
  const [name, setName] = useState('');
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const queue = usePunchQueue(token);
  const [employees, setEmployees] = useState<TerminalEmployee[]>(() => cachedEmployees(token));
  const [pin, setPin] = useState('');

  const reset = () => {
    setView({ step: 'ask' });
    setName('');
    setPin('');
    setError(null);
  };

  // The employee list, fresh each time the terminal is back at its start (states change); the cached one offline.
  // The seal key too, so a network drop finds the newest one on the device.
  useEffect(() => {
    if (view.step !== 'ask') return;
    loadSealKey(token).catch(() => undefined);
    loadEmployees(token).then(setEmployees, (failure: unknown) => {
      // A wrong token stops the terminal (as in handle below); other failures keep the cached list.
      if (failure instanceof ApiError && failure.status === 401) {
        setRefused(true);
        setError({ message: failure.message || timeTrackingTexts.invalidTerminalToken });
      }
    });
  }, [view.step, token]);

  useEffect(() => {
    if (view.step === 'ask') return;
    const timer = setTimeout(reset, view.step === 'done' ? RETURN_AFTER_MS : IDLE_RETURN_MS);
    return () => clearTimeout(timer);
  }, [view]);

  /** A 401 (wrong or revoked token) stops the terminal: nothing else is shown. */
  const handle = (failure: unknown, message: string) => {
    if (failure instanceof ApiError && failure.status === 401) {
      setRefused(true);
      return setError({ message: failure.message || timeTrackingTexts.invalidTerminalToken });
    }
    const detail = failure instanceof ApiError && failure.message !== message ? failure.message : undefined;
    setError({ message, detail });
  };

  const loadMe = (username: string, userPin?: string) =>
    apiRequest<TerminalMe>('GET', terminalPath(token, username, 'me'), undefined, pinHeaders(userPin));

  function identify(event: FormEvent) {
    event.preventDefault();
    const username = name.trim();
    if (!username) return setError({ message: T.usernameHint });
    void openUser(username);
  }

  function pick(employee: TerminalEmployee) {
    setError(null);
    if (employee.hasPin) setView({ step: 'pin', username: employee.username });
    else void openUser(employee.username);
  }

  function enterPin(event: FormEvent, username: string) {
    event.preventDefault();
    if (!pin) return setError({ message: P.pinHint });
    void openUser(username, pin);
  }

  /** Who is at the terminal: their state (offline: unknown, punches are queued with the PIN they gave, sealed). */
  async function openUser(username: string, userPin?: string) {
    setError(null);
    if (queue.offline) return setView({ step: 'user', username, me: null, pin: userPin });
    setBusy(true);
    try {
      const me = await loadMe(username, userPin);
      queue.markNetworkUp();
      setView({ step: 'user', username, me, pin: userPin });
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        queue.markNetworkDown();
        setView({ step: 'user', username, me: null, pin: userPin });
      } else if (failure instanceof ApiError && (failure.status === 403 || failure.status === 429)) {
        // A missing or wrong PIN, or a lock: the service's German reason, asked again.
        setPin('');
        setView({ step: 'pin', username });
        setError({ message: failure.message || P.pinHint });
      } else handle(failure, operationTexts.timeTrackingUserFailed);
    } finally {
      setBusy(false);
    }
  }

  async function punch(username: string, action: PunchAction, userPin?: string) {
    setError(null);
    const queueIt = () => {
      const at = new Date().toISOString();
      // The PIN leaves this screen only sealed for the service, bound to this punch.
      const key = userPin ? cachedSealKey(token) : null;
      if (userPin && !key) return setError({ message: P.offlineNoSealKey });
      const sealedPin = userPin && key ? sealPin(key, { pin: userPin, username, action, at }) : undefined;
      queue.enqueue({ username, action, at, ...(sealedPin ? { sealedPin } : {}) });
      setView({ step: 'done', username, action, me: null, balances: null, queued: true });
    };
    if (queue.offline) return queueIt();
    setBusy(true);
    try {
      await sendPunch(token, { username, action, pin: userPin });
    } catch (failure) {
      setBusy(false);
      if (isNetworkFailure(failure)) {
        queue.markNetworkDown();
        return queueIt();
      }
      handle(failure, failed[action]);
      // The state may have changed elsewhere (another terminal): show the current one.
      loadMe(username, userPin).then(
        (me) => setView({ step: 'user', username, me, pin: userPin }),
        () => undefined,
      );
      return;
    }
    const [me, balances] = await Promise.allSettled([
      loadMe(username, userPin),
      apiRequest<TerminalBalances>('GET', terminalPath(token, username, 'balances'), undefined, pinHeaders(userPin)),
    ]);
    setBusy(false);
    if (balances.status === 'rejected') handle(balances.reason, operationTexts.timeTrackingBalancesFailed);
    setView({
      step: 'done',
      username,
      action,
      me: me.status === 'fulfilled' ? me.value : null,
      balances: balances.status === 'fulfilled' ? balances.value : null,
      queued: false,
    });
  }

  return (
    <div className={styles.root} data-testid="terminal-screen" data-offline={queue.offline ? 'true' : 'false'}>
      <header className={styles.header}>
        <h1>{T.title}</h1>
        <span className={queue.offline ? styles.badgeOffline : styles.badgeOnline} role="status" data-testid="terminal-connection">
          {queue.offline ? T.offline : T.online}
        </span>
      </header>
      {refused ? (
        <ErrorNotice message={error?.message ?? timeTrackingTexts.invalidTerminalToken} />
      ) : (
        <main className={styles.main}>
          {queue.offline ? (
            <p className={styles.offline} role="alert" data-testid="terminal-offline">
              <strong>{T.offline}</strong> – {T.offlineHint}
            </p>
          ) : null}
          {queue.queued > 0 ? <p data-testid="terminal-queued">{fill(T.queued, { count: queue.queued })}</p> : null}
          {queue.rejected.map((message, index) => (
            <p key={index} className={styles.error}>
              {message}
            </p>
          ))}
          {error ? (
            <div className={styles.error} role="alert" data-testid="terminal-error">
              <strong>{error.message}</strong>
              {error.detail ? <p>{error.detail}</p> : null}
            </div>
          ) : null}
          {view.step === 'ask' && employees.length > 0 ? <EmployeeList employees={employees} onPick={pick} /> : null}
          {view.step === 'pin' ? (
            <form className={styles.ask} onSubmit={(event) => enterPin(event, view.username)} noValidate data-testid="terminal-pin">
              <label>
                {P.pinLabel}
                <input
                  className={styles.input}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  value={pin}
                  onChange={(event) => setPin(event.target.value)}
                  autoFocus
                />
              </label>
              <button type="submit" className={styles.big} disabled={busy}>
                {T.continue}
              </button>
              <button type="button" className={styles.link} onClick={reset}>
                {P.back}
              </button>
            </form>
          ) : view.step === 'ask' ? (
            <form className={styles.ask} onSubmit={identify} noValidate>
              {employees.length > 0 ? <p>{P.orUsername}</p> : null}
              <label>
                {T.usernameLabel}
                <input
                  className={styles.input}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="none"
                  autoFocus
                />
              </label>
              <button type="submit" className={styles.big} disabled={busy}>
                {T.continue}
              </button>
            </form>
          ) : view.step === 'user' ? (
            <>
              <TerminalStatus username={view.username} me={view.me} />
              <div className={styles.actions}>
                {validActions(view.me).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`${styles.big} ${styles[action]}`}
                    disabled={busy}
                    onClick={() => void punch(view.username, action, view.pin)}
                  >
                    {labels[action]}
                  </button>
                ))}
              </div>
              <button type="button" className={styles.link} onClick={reset}>
                {T.cancel}
              </button>
            </>
          ) : (
            <div data-testid="terminal-done">
              <p className={styles.done}>{view.queued ? T.queuedPunch : doneText[view.action]}</p>
              <TerminalStatus username={view.username} me={view.me} balances={view.balances} />
              <p>{T.backSoon}</p>
            </div>
          )}
        </main>
      )}
    </div>
  );
}

const doneText: Record<PunchAction, string> = { start: T.doneStart, pause: T.donePause, resume: T.doneResume, end: T.doneEnd };
