import { buildCsv, changeOf, CSV_BOM, csvFileName, displayCell, type FigureTable } from './figures';

const table: FigureTable = {
  columns: [
    { label: 'Artikel', kind: 'text' },
    { label: 'Menge', kind: 'count' },
    { label: 'Umsatz', kind: 'money' },
    { label: 'Anteil', kind: 'percent' },
  ],
  rows: [
    ['Leberkäse "fein"', 1234, 1234.5, 12.345],
    ['Würstchen; scharf', 3, 0.1 + 0.2, null],
  ],
};

test('the German CSV: BOM, semicolons, decimal comma without grouping, quotes where needed, CRLF', () => {
  expect(buildCsv(table)).toBe(
    `${CSV_BOM}Artikel;Menge;Umsatz;Anteil\r\n"Leberkäse ""fein""";1234;1234,50;12,3\r\n"Würstchen; scharf";3;0,30;\r\n`,
  );
});

test('the table shows the same rounded numbers with German grouping and units', () => {
  expect(displayCell(1234.5, 'money')).toBe('1.234,50 €');
  expect(displayCell(12.345, 'percent')).toBe('12,3 %');
  expect(displayCell(1234, 'count')).toBe('1.234');
  expect(displayCell(null, 'count')).toBe('–');
  expect(displayCell(7.5, 'hours')).toBe('7,50 h');
});

test('the change against the previous period: arrow direction and German percent', () => {
  expect(changeOf(110, 100)).toEqual({ direction: 'up', text: '+10,0 %' });
  expect(changeOf(2, 3)).toEqual({ direction: 'down', text: '−33,3 %' });
  expect(changeOf(5, 5)).toEqual({ direction: 'same', text: '±0,0 %' });
  expect(changeOf(5, 0)).toEqual({ direction: 'none', text: '–' });
});

test('the file name says what and when, without umlauts', () => {
  expect(csvFileName('Beliebte Artikel / Größen', '2026-11-01', '2026-11-25')).toBe(
    'statistik-beliebte-artikel-groessen-2026-11-01-2026-11-25.csv',
  );
});
