/** @jest-environment jsdom */
import type { SignageSchedule } from '@asp/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ScheduleEditor, type ScheduleValue } from './ScheduleEditor';

/** The schedule editor on its own: what it hands its form for each choice. */
function Harness({ initial, seen }: { initial: ScheduleValue; seen: (value: SignageSchedule | null) => void }) {
  const [value, setValue] = useState<ScheduleValue>(initial);
  return (
    <ScheduleEditor
      label="Zeitplan"
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

test('always, then weekend evenings over midnight from a date on, then always again', () => {
  const values: (SignageSchedule | null)[] = [];
  render(<Harness initial={null} seen={(value) => values.push(value)} />);
  expect((screen.getByLabelText('Immer') as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByLabelText('Sa')).toBeNull();

  fireEvent.click(screen.getByLabelText('Nur zu bestimmten Zeiten'));
  fireEvent.click(screen.getByLabelText('Sa'));
  fireEvent.click(screen.getByLabelText('Fr'));
  fireEvent.click(screen.getByRole('button', { name: 'Zeitfenster hinzufügen' }));
  fireEvent.change(screen.getByLabelText('Von (Uhrzeit) 1'), { target: { value: '22:00' } });
  fireEvent.change(screen.getByLabelText('Bis (Uhrzeit) 1'), { target: { value: '02:00' } });
  fireEvent.change(screen.getByLabelText('Ab Datum'), { target: { value: '2026-12-01' } });
  expect(values.at(-1)).toEqual({ days: [5, 6], windows: [{ from: '22:00', to: '02:00' }], from: '2026-12-01', to: null });

  fireEvent.click(screen.getByRole('button', { name: 'Zeitfenster entfernen' }));
  expect(values.at(-1)?.windows).toEqual([]);
  fireEvent.click(screen.getByLabelText('Immer'));
  expect(values.at(-1)).toBeNull();
});

test('a stored schedule without defaults (form input) shows its days', () => {
  render(<Harness initial={{ days: [1] }} seen={() => undefined} />);
  expect((screen.getByLabelText('Mo') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Di') as HTMLInputElement).checked).toBe(false);
});
