import type { EChartsCoreOption } from 'echarts/core';
import { backofficeStatisticsTexts as t } from '@asp/i18n';
import type { FigureTable } from './figures';

/**
 * ECharts options drawn from the tables (figures.ts) so the picture shows exactly the
 * numbers of the table under it. Pure: the lazily loaded runtime (echarts-runtime.ts)
 * only mounts them.
 */

const numbers = (table: FigureTable, column: number) => table.rows.map((row) => Number(row[column] ?? 0));
const labels = (table: FigureTable, column = 0) => table.rows.map((row) => String(row[column] ?? ''));

/**
 * Lines over time: the first column is the bucket, every further column a series. Two
 * series get an axis each (visitors in the thousands would flatten a dozen orders).
 */
export function lineOption(table: FigureTable): EChartsCoreOption {
  const series = table.columns.slice(1);
  const twoAxes = series.length === 2;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: twoAxes ? 48 : 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: labels(table) },
    yAxis: twoAxes ? series.map((column) => ({ type: 'value', minInterval: 1, name: column.label })) : { type: 'value', minInterval: 1 },
    series: series.map((column, index) => ({
      type: 'line',
      name: column.label,
      data: numbers(table, index + 1),
      smooth: true,
      yAxisIndex: twoAxes ? index : 0,
    })),
  };
}

/** Horizontal bars of a value column (the first unless told; largest on top), at most `limit` rows. */
export function barOption(table: FigureTable, limit = 10, column = 1): EChartsCoreOption {
  const top = { ...table, rows: table.rows.slice(0, limit).reverse() };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: labels(top) },
    series: [{ type: 'bar', name: table.columns[column]?.label, data: numbers(top, column) }],
  };
}

/** A ring of shares (revenue by origin). */
export function pieOption(table: FigureTable): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        name: table.columns[1]?.label,
        radius: ['40%', '70%'],
        data: table.rows.map((row) => ({ name: String(row[0]), value: Number(row[1] ?? 0) })),
      },
    ],
  };
}

/** The weekday × hour grid of heatMapTable (rows Monday…Sunday, columns 0–23 h). */
export function heatMapOption(table: FigureTable): EChartsCoreOption {
  const data: [number, number, number][] = [];
  let max = 0;
  table.rows.forEach((row, weekday) =>
    row.slice(1).forEach((value, hour) => {
      const count = Number(value ?? 0);
      max = Math.max(max, count);
      data.push([hour, weekday, count]);
    }),
  );
  return {
    tooltip: { position: 'top' },
    grid: { left: 40, right: 16, top: 8, bottom: 64 },
    xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, hour) => String(hour)), splitArea: { show: true } },
    yAxis: { type: 'category', data: [...t.weekdaysShort], inverse: true, splitArea: { show: true } },
    visualMap: { min: 0, max: Math.max(max, 1), calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
    series: [{ type: 'heatmap', name: t.orders, data, label: { show: false } }],
  };
}

export interface FlowLink {
  source: string;
  target: string;
  value: number;
}

/**
 * A sankey needs a graph without cycles, but visitors go back and forth between pages.
 * Keeps the strongest links and drops each link that would close a cycle (the table keeps them all).
 */
export function acyclicLinks(links: FlowLink[]): { kept: FlowLink[]; dropped: number } {
  const next = new Map<string, Set<string>>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop() as string;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      for (const target of next.get(node) ?? []) stack.push(target);
    }
    return false;
  };
  const kept: FlowLink[] = [];
  for (const link of [...links].sort((a, b) => b.value - a.value)) {
    if (link.source === link.target || reaches(link.target, link.source)) continue;
    if (!next.has(link.source)) next.set(link.source, new Set());
    next.get(link.source)?.add(link.target);
    kept.push(link);
  }
  return { kept, dropped: links.length - kept.length };
}

/** The event flow of eventFlowTable (from, to, count) as a sankey. */
export function sankeyOption(table: FigureTable): EChartsCoreOption {
  const { kept } = acyclicLinks(table.rows.map((row) => ({ source: String(row[0]), target: String(row[1]), value: Number(row[2] ?? 0) })));
  const names = [...new Set(kept.flatMap((link) => [link.source, link.target]))];
  return {
    tooltip: { trigger: 'item' },
    series: [{ type: 'sankey', data: names.map((name) => ({ name })), links: kept, emphasis: { focus: 'adjacency' }, left: 8, right: 120 }],
  };
}

/** Grouped bars of two value columns per row (planned against worked hours per staff member). */
export function pairedBarOption(table: FigureTable): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 32, bottom: 24, containLabel: true },
    xAxis: { type: 'category', data: labels(table) },
    yAxis: { type: 'value' },
    series: [1, 2].map((column) => ({ type: 'bar', name: table.columns[column]?.label, data: numbers(table, column) })),
  };
}
