import type { TerminalBalances, TerminalMe } from '@asp/contracts';
import { fill, terminalTexts as T } from '@asp/i18n';
import { formatMinutes, formatShift } from './terminal-format';
import styles from './TerminalScreen.module.css';

const stateText = { off: T.stateOff, working: T.stateWorking, paused: T.statePaused } as const;

/** Who is at the terminal, their state, today's time; after a punch also the balance, holiday left and next shift. */
export function TerminalStatus({
  username,
  me,
  balances,
}: {
  username: string;
  me: TerminalMe | null;
  balances?: TerminalBalances | null;
}) {
  const month = balances?.months.at(-1);
  return (
    <dl className={styles.status} data-testid="terminal-status">
      <div>
        <dt>{fill(T.hello, { name: me ? `${me.user.firstName} ${me.user.lastName}` : username })}</dt>
        <dd data-testid="terminal-state">{me ? stateText[me.state] : T.stateUnknown}</dd>
      </div>
      {me ? (
        <div>
          <dt>{T.today}</dt>
          <dd data-testid="terminal-today">{formatMinutes(me.todayMinutes)}</dd>
        </div>
      ) : null}
      {month ? (
        <div>
          <dt>{T.balance}</dt>
          <dd data-testid="terminal-balance">{formatMinutes(month.carriedMinutes, true)}</dd>
        </div>
      ) : null}
      {balances ? (
        <div>
          <dt>{T.holidayLeft}</dt>
          <dd>{fill(T.days, { days: String(balances.holiday.remainingDays).replace('.', ',') })}</dd>
        </div>
      ) : null}
      {me && balances !== undefined ? (
        <div>
          <dt>{T.nextShift}</dt>
          <dd data-testid="terminal-next-shift">{me.nextShift ? formatShift(me.nextShift) : T.noShift}</dd>
        </div>
      ) : null}
    </dl>
  );
}
