import { acyclicLinks, heatMapOption, lineOption } from './chart-options';
import { heatMapTable, overTimeTable } from './dashboard-tables';
import { hashRouteTarget } from './HashRouteRedirect';

test('the sankey keeps the strongest links and drops those that would close a cycle', () => {
  const { kept, dropped } = acyclicLinks([
    { source: 'Einstieg', target: '/', value: 5 },
    { source: '/', target: '/shop', value: 4 },
    { source: '/shop', target: '/', value: 1 },
    { source: '/shop', target: '/shop', value: 2 },
    { source: '/shop', target: '/kasse', value: 3 },
  ]);
  expect(kept.map((link) => `${link.source}>${link.target}`)).toEqual(['Einstieg>/', '/>/shop', '/shop>/kasse']);
  expect(dropped).toBe(2);
});

test('the heat map draws the cells of its table: hour on x, weekday (Monday first) on y', () => {
  const table = heatMapTable({
    from: '',
    to: '',
    total: 3,
    cells: [
      { weekday: 6, hour: 23, value: 2 },
      { weekday: 1, hour: 0, value: 1 },
    ],
  });
  const option = heatMapOption(table) as { series: { data: [number, number, number][] }[]; visualMap: { max: number } };
  expect(option.series[0].data).toHaveLength(168);
  expect(option.series[0].data.filter((cell) => cell[2] > 0)).toEqual([
    [0, 0, 1],
    [23, 5, 2],
  ]);
  expect(option.visualMap.max).toBe(2);
});

test('the line chart has one series per value column of the table, with the same numbers', () => {
  const points = (values: number[]) => values.map((value, day) => ({ start: `2026-11-0${day + 1}T00:00:00+01:00`, value }));
  const table = overTimeTable(
    { from: '', to: '', interval: 'day', total: 3, points: points([1, 2]) },
    { from: '', to: '', interval: 'day', total: 1, points: points([0, 1]) },
  );
  const option = lineOption(table) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
  expect(option.xAxis.data).toEqual(['01.11.2026', '02.11.2026']);
  expect(option.series.map((series) => [series.name, series.data])).toEqual([
    ['Besucher', [1, 2]],
    ['Bestellungen', [0, 1]],
  ]);
});

test("the spec's hash links lead to the back office's paths", () => {
  expect(hashRouteTarget('/backend', '#/dashboard')).toBe('/backend/dashboard');
  expect(hashRouteTarget('/backend/', '#/dashboard?range=30d')).toBe('/backend/dashboard?range=30d');
  expect(hashRouteTarget('/backend/orders', '#/dashboard')).toBeNull();
  expect(hashRouteTarget('/backend', '#top')).toBeNull();
});
