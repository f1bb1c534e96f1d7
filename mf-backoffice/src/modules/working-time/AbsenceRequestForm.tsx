import { absenceRequestFormTexts as t } from '@asp/i18n';
import { Button, showToast } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { useRequestAbsenceMutation } from './schedules-api';
import styles from './working-time.module.css';

/**
 * 'Urlaub beantragen' on the absence requests page: the signed-in employee asks for days
 * off (the service files it for themselves at their branch; an admin decides). A refusal
 * (too long, no branch) is the service's German reason through the layout.
 */
export function AbsenceRequestForm() {
  const [request, requesting] = useRequestAbsenceMutation();
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [isHalfDay, setHalfDay] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!startDate || !endDate) return setError(t.datesMissing);
    setError('');
    const ok = await request({ startDate, endDate, isHalfDay, comment })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      setStart('');
      setEnd('');
      setComment('');
      setHalfDay(false);
      showToast(t.requested, 'success');
    }
  }

  return (
    <form className={styles.filters} onSubmit={(event) => void submit(event)} noValidate data-testid="absence-request-form">
      <h2>{t.title}</h2>
      <label>
        {t.from}
        <input type="date" value={startDate} onChange={(event) => setStart(event.target.value)} />
      </label>
      <label>
        {t.to}
        <input type="date" value={endDate} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={isHalfDay} onChange={(event) => setHalfDay(event.target.checked)} /> {t.halfDay}
      </label>
      <label>
        {t.comment}
        <input value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} />
      </label>
      <Button type="submit" disabled={requesting.isLoading}>
        {t.submit}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
