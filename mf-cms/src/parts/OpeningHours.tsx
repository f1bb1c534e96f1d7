import type { OpeningHourRuleRecord } from '@asp/contracts';
import { formatEntry, weekOpeningHours } from '@asp/domain';
import { useNow } from '@asp/web-kit';

/**
 * A branch's opening hours (website.md §2 "Branch opening-hours display"): 'Montag - Freitag',
 * 'Samstag & Sonntag', '08:00 - 18:00 Uhr', 'geschlossen' — the week of today.
 */
export function OpeningHours({ rules, timeZone }: { rules: OpeningHourRuleRecord[]; timeZone: string }) {
  const now = useNow();
  if (rules.length === 0) return null;
  const rows = weekOpeningHours(rules, now, timeZone).map(formatEntry);
  return (
    <dl className="cms-hours" data-testid="opening-hours">
      {rows.map((row) => (
        <div key={row.days} className="cms-hours__row">
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
