import type { OpeningHourRuleRecord } from '@asp/contracts';
import { formatEntry, weekOpeningHours } from '@asp/domain';

/** The week's opening (or delivery) hours: 'Montag - Freitag' → '08:00 - 18:00 Uhr'. */
export function HoursTable({
  rules,
  now,
  timeZone,
  testId,
}: {
  rules: OpeningHourRuleRecord[];
  now: Date;
  timeZone: string;
  testId: string;
}) {
  const rows = weekOpeningHours(rules, now, timeZone).map(formatEntry);
  return (
    <dl className="asp-hours" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.days} className="asp-hours__row">
          <dt>{row.days}</dt>
          <dd>
            {row.hours.map((hours) => (
              <span key={hours}>{hours}</span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
