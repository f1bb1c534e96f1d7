import type { TerminalEmployee } from '@asp/contracts';
import { terminalPinTexts as P, terminalTexts as T } from '@asp/i18n';
import { apiRequest } from '@asp/web-kit';
import styles from './TerminalScreen.module.css';

const cacheKey = (token: string) => `asp-terminal-employees:${token}`;

/**
 * The branch's employees for the terminal (`GET /api/time-tracking/{token}/employees`),
 * remembered on the device so the list still shows while the network is down.
 */
export async function loadEmployees(token: string): Promise<TerminalEmployee[]> {
  const employees = await apiRequest<TerminalEmployee[]>('GET', `/time-tracking/${encodeURIComponent(token)}/employees`);
  localStorage.setItem(cacheKey(token), JSON.stringify(employees));
  return employees;
}

export function cachedEmployees(token: string): TerminalEmployee[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(cacheKey(token)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as TerminalEmployee[]) : [];
  } catch {
    return [];
  }
}

const stateText = { off: T.stateOff, working: T.stateWorking, paused: T.statePaused } as const;

/** Big name buttons, one per employee, with their state (as of the list's loading). */
export function EmployeeList({ employees, onPick }: { employees: TerminalEmployee[]; onPick(employee: TerminalEmployee): void }) {
  return (
    <div data-testid="terminal-employees">
      <p>{P.chooseName}</p>
      <div className={styles.employees}>
        {employees.map((employee) => (
          <button key={employee.username} type="button" className={styles.employee} onClick={() => onPick(employee)}>
            <strong>{`${employee.firstName} ${employee.lastName}`.trim() || employee.username}</strong>
            <span>{stateText[employee.state]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
