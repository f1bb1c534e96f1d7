import { backofficeStatisticsTexts as t } from '@asp/i18n';
import { changeOf, displayCell, type ColumnKind } from './figures';
import type { DashboardStatistics } from './statistics-api';
import styles from './dashboard.module.css';

interface Figure {
  key: string;
  label: string;
  kind: ColumnKind;
  current: number;
  previous: number;
  /** For the cancellation rate a rise is bad news: the colour follows, the arrow does not. */
  better: 'up' | 'down';
}

/** The headline figures of a period and the same of the previous period (the cards' comparison). */
export function headlineFigures(data: DashboardStatistics): Figure[] {
  const { previous } = data;
  return [
    { key: 'visitors', label: t.visitors, kind: 'count', current: data.visitors.total, previous: previous.visitors.total, better: 'up' },
    { key: 'orders', label: t.orders, kind: 'count', current: data.orders.total, previous: previous.orders.total, better: 'up' },
    { key: 'revenue', label: t.revenue, kind: 'money', current: data.revenue.total, previous: previous.revenue.total, better: 'up' },
    {
      key: 'average',
      label: t.averageOrderValue,
      kind: 'money',
      current: data.revenue.average,
      previous: previous.revenue.average,
      better: 'up',
    },
    {
      key: 'cancellation',
      label: t.cancellationRate,
      kind: 'percent',
      current: data.canceled.rate * 100,
      previous: previous.canceled.rate * 100,
      better: 'down',
    },
  ];
}

const ARROWS = { up: '↑', down: '↓', same: '→', none: '' } as const;
const SPOKEN = { up: t.changeUp, down: t.changeDown, same: t.changeSame, none: t.noComparison } as const;
const CARD_KEYS = ['visitors', 'orders', 'revenue', 'average', 'cancellation'];

/** The five cards; while loading, placeholders of the same size. */
export function FigureCards({ data }: { data: DashboardStatistics | undefined }) {
  if (!data)
    return (
      <div className={styles.cards} aria-hidden="true">
        {CARD_KEYS.map((key) => (
          <div key={key} className={`${styles.card} ${styles.skeleton}`} data-testid={`skeleton-figure-${key}`} />
        ))}
      </div>
    );
  return (
    <div className={styles.cards}>
      {headlineFigures(data).map((figure) => {
        const change = changeOf(figure.current, figure.previous);
        const tone =
          change.direction === 'none' || change.direction === 'same' ? 'neutral' : change.direction === figure.better ? 'good' : 'bad';
        return (
          <article key={figure.key} className={styles.card} data-testid={`figure-${figure.key}`}>
            <h2 className={styles.cardLabel}>{figure.label}</h2>
            <p className={styles.cardValue} data-testid={`figure-${figure.key}-value`}>
              {displayCell(figure.current, figure.kind)}
            </p>
            <p className={styles.cardChange} data-tone={tone} data-testid={`figure-${figure.key}-change`}>
              <span aria-hidden="true">{ARROWS[change.direction]} </span>
              <span className={styles.visuallyHidden}>{SPOKEN[change.direction]} </span>
              {change.text}
              <span className={styles.cardPrevious}>{t.previous.replace('{value}', displayCell(figure.previous, figure.kind))}</span>
            </p>
          </article>
        );
      })}
    </div>
  );
}
