import { BarChart, HeatmapChart, LineChart, PieChart, SankeyChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The only module that imports ECharts, loaded with import() when the first chart comes
 * into view (its own chunk: the back office's first load does not carry it). Only the
 * charts and components the dashboard draws are registered.
 */
registerParts([
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  SankeyChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export interface MountedChart {
  update(option: EChartsCoreOption): void;
  resize(): void;
  dispose(): void;
}

/** The theme's colours (CSS variables of the layout) as the chart palette, then ECharts' own. */
function palette(element: HTMLElement): string[] {
  const style = getComputedStyle(element);
  const theme = ['--asp-color-primary', '--asp-color-secondary'].map((name) => style.getPropertyValue(name).trim()).filter(Boolean);
  return [...theme, '#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4'];
}

export function mountChart(element: HTMLElement, option: EChartsCoreOption): MountedChart {
  const chart = init(element, undefined, { renderer: 'canvas' });
  const color = palette(element);
  chart.setOption({ color, ...option });
  return {
    update: (next) => chart.setOption({ color, ...next }, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
