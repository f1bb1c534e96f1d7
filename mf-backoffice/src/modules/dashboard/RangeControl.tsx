import { backofficeStatisticsTexts as t } from '@asp/i18n';
import { useNow } from '@asp/web-kit';
import {
  defaultInterval,
  INTERVALS,
  isAllowedRange,
  isDay,
  presetRange,
  previousRange,
  RANGE_PRESETS,
  type DashboardSettings,
  type RangePreset,
} from './date-range';
import styles from './dashboard.module.css';

export interface RangeControlProps {
  settings: DashboardSettings;
  onChange(next: DashboardSettings): void;
}

const german = (day: string) => day.split('-').reverse().join('.');

/**
 * Zeitraum (presets or two days), Intervall and the comparison period it implies. The
 * branch is the layout's filter in the header. Every change goes into the URL and reloads.
 */
export function RangeControl({ settings, onChange }: RangeControlProps) {
  const now = useNow(60_000);
  const previous = previousRange(settings.range);

  const choosePreset = (preset: RangePreset) => {
    // Custom starts from the days shown, so only the end that is changed moves.
    const range = preset === 'custom' ? settings.range : presetRange(preset, now);
    onChange({ ...settings, preset, range, interval: defaultInterval(range) });
  };
  const chooseDay = (end: 'from' | 'to', value: string) => {
    if (!isDay(value)) return;
    const range = { ...settings.range, [end]: value };
    if (!isAllowedRange(range)) return;
    onChange({ ...settings, preset: 'custom', range });
  };

  return (
    <fieldset className={styles.controls} data-testid="dashboard-range">
      <legend className={styles.visuallyHidden}>{t.settings}</legend>
      <label>
        {t.range}
        <select value={settings.preset} onChange={(event) => choosePreset(event.target.value as RangePreset)} data-testid="range-preset">
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t.presets[preset]}
            </option>
          ))}
        </select>
      </label>
      {settings.preset === 'custom' ? (
        <>
          <label>
            {t.from}
            <input
              type="date"
              value={settings.range.from}
              max={settings.range.to}
              onChange={(event) => chooseDay('from', event.target.value)}
            />
          </label>
          <label>
            {t.to}
            <input
              type="date"
              value={settings.range.to}
              min={settings.range.from}
              onChange={(event) => chooseDay('to', event.target.value)}
            />
          </label>
        </>
      ) : null}
      <label>
        {t.interval}
        <select
          value={settings.interval}
          onChange={(event) => onChange({ ...settings, interval: event.target.value as DashboardSettings['interval'] })}
          data-testid="range-interval"
        >
          {INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t.intervals[interval]}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.comparison} data-testid="range-summary">
        {german(settings.range.from)} – {german(settings.range.to)} ·{' '}
        {t.comparison.replace('{from}', german(previous.from)).replace('{to}', german(previous.to))}
      </p>
    </fieldset>
  );
}
