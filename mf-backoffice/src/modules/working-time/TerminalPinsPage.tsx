import { backofficeScheduleTexts as t, fill } from '@asp/i18n';
import { Button, showToast } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { formatInstant, usePeople } from './people';
import { useRemoveTerminalPinMutation, useSetTerminalPinMutation, useTerminalPinsQuery } from './schedules-api';
import pageStyles from './working-time.module.css';

export const TERMINAL_PINS_PATH = '/backend/terminal-pins';

/**
 * /backend/terminal-pins (admins): who must give a PIN at the terminal, and setting or
 * removing one. The PIN is sent once and kept only as a salted hash by the service.
 */
export function TerminalPinsPage() {
  const people = usePeople();
  const pins = useTerminalPinsQuery();
  const [setPin, saving] = useSetTerminalPinMutation();
  const [removePin] = useRemoveTerminalPinMutation();
  const [user, setUser] = useState('');
  const [pin, setPinValue] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setError(t.pinInvalid);
    setError('');
    const ok = await setPin({ user: Number(user), pin })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      setPinValue('');
      showToast(t.pinSet, 'success');
    }
  }

  return (
    <section className={pageStyles.page}>
      <h1>{t.pinsTitle}</h1>
      <p>{t.pinsIntro}</p>
      <form className={pageStyles.filters} onSubmit={(event) => void submit(event)} noValidate data-testid="pin-form">
        <label>
          {t.employee}
          <select value={user} onChange={(event) => setUser(event.target.value)}>
            <option value="">–</option>
            {people.userOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.pin}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(event) => setPinValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pin-error' : undefined}
          />
        </label>
        <Button type="submit" disabled={!user || saving.isLoading}>
          {t.setPin}
        </Button>
      </form>
      {error ? (
        <p id="pin-error" role="alert">
          {error}
        </p>
      ) : null}
      <table className={pageStyles.summary} data-testid="terminal-pins">
        <tbody>
          {(pins.data ?? []).map((row) => (
            <tr key={row.user}>
              <td>{people.userName(row.user)}</td>
              <td>{fill(t.hasPin, { date: formatInstant(row.updatedAt) })}</td>
              <td>
                <Button
                  variant="secondary"
                  onClick={() =>
                    void removePin(row.user)
                      .unwrap()
                      .then(() => showToast(t.pinRemoved, 'success'))
                      .catch(() => undefined)
                  }
                >
                  {t.removePin}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
