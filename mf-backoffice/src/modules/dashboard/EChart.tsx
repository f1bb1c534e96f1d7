import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import type { MountedChart } from './echarts-runtime';
import styles from './dashboard.module.css';

export interface EChartProps {
  option: EChartsCoreOption;
  /** The chart's fixed height in px (the skeleton has the same, so nothing jumps). */
  height: number;
}

/**
 * One ECharts canvas, hidden from assistive technology: the table under it is the data.
 * ECharts is loaded (import() of echarts-runtime) only once the chart scrolls into view,
 * so neither the back office's first load nor a dashboard visit below the fold pays for it.
 * Without IntersectionObserver (old browsers, jsdom) the chart stays empty; the table remains.
 */
export function EChart({ option, height }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<MountedChart | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return undefined;
    if (chart.current) {
      chart.current.update(option);
      return undefined;
    }
    let cancelled = false;
    void import('./echarts-runtime').then(({ mountChart }) => {
      if (!cancelled && element.current && !chart.current) chart.current = mountChart(element.current, option);
    });
    return () => {
      cancelled = true;
    };
  }, [visible, option]);

  useEffect(() => {
    const target = element.current;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.current?.resize());
    if (target) observer?.observe(target);
    return () => {
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  return <div ref={element} className={styles.chart} style={{ height }} aria-hidden="true" data-testid="chart-canvas" />;
}
