import {
  careerEmptyText,
  careerFilters,
  careerJobs,
  jobLocationNames,
  jobMatchesBranch,
  newsItems,
  newsOverview,
  newsTeaser,
  teaserDate,
  type ContentNode,
  type JobContent,
} from './teasers';
import { makeBranch } from './testing/fixtures';

const node = (
  id: number,
  type: string,
  content: Record<string, unknown>,
  isPublic = true,
): ContentNode<JobContent & { date?: string | null }> => ({ id, type, isPublic, content });

const nodes = [
  node(1, 'news', { name: 'Grillsaison', date: '2025-04-01' }),
  node(2, 'news', { name: 'Ohne Datum' }),
  node(3, 'job', { title: 'Fleischer', date: '2025-05-01', isNews: true, location: ['konstanz'] }),
  node(4, 'job', { title: 'Verkauf', date: '2025-06-01', isNews: false, location: ['all'] }),
  node(5, 'news', { name: 'Entwurf', date: '2025-07-01' }, false),
  node(6, 'news', { name: 'Neueröffnung', date: '2025-05-15' }),
  node(7, 'animal', { name: 'Rind', date: '2025-08-01' }),
  node(8, 'news', { name: 'Auch ohne Datum', date: 'kaputt' }),
  node(9, 'job', { title: 'Azubi', date: '2025-03-01', location: ['bodman', 'owingen'] }),
];

describe('news teaser ordering (website.md §2)', () => {
  it('public news and public jobs flagged isNews, date descending, missing dates oldest (in order)', () => {
    expect(newsItems(nodes).map((n) => n.id)).toEqual([6, 3, 1, 2, 8]);
  });
  it('the teaser shows the 3 newest', () => {
    expect(newsTeaser(nodes).map((n) => n.id)).toEqual([6, 3, 1]);
  });
  it('the overview toggles between 3 and all', () => {
    expect(newsOverview(nodes, false)).toMatchObject({ toggleLabel: 'Alle anzeigen' });
    expect(newsOverview(nodes, false).items).toHaveLength(3);
    expect(newsOverview(nodes, true)).toMatchObject({ toggleLabel: 'Weniger anzeigen' });
    expect(newsOverview(nodes, true).items).toHaveLength(5);
    expect(newsOverview(nodes.slice(0, 3), false)).toEqual({ items: [nodes[2], nodes[0], nodes[1]], toggleLabel: null });
  });
  it('dates as DD.MM.YYYY', () => {
    expect(teaserDate('2025-05-15')).toBe('15.05.2025');
    expect(teaserDate('2025-05-14T23:30:00Z')).toBe('15.05.2025');
    expect(teaserDate(null)).toBe('');
  });
});

describe('career filter (website.md §2)', () => {
  const jobs = nodes.filter((n) => n.type === 'job');
  it.each([
    [null, [3, 4, 9]],
    ['all', [3, 4, 9]],
    ['konstanz', [3, 4]],
    ['owingen', [4, 9]],
    ['bambergen', [4]],
  ])('filter %p → %p', (filter, ids) => {
    expect(careerJobs(nodes, filter).map((n) => n.id)).toEqual(ids);
    expect(jobs.filter((j) => jobMatchesBranch(j, filter)).map((j) => j.id)).toEqual(ids);
  });
  it('a job without locations matches only "all"', () => {
    expect(jobMatchesBranch(node(10, 'job', {}), 'konstanz')).toBe(false);
    expect(jobMatchesBranch(node(10, 'job', {}), 'all')).toBe(true);
  });
  it('empty result text', () => {
    expect(careerEmptyText([])).toBe('Für diese Filiale sind leider keine Stellen verfügbar.');
    expect(careerEmptyText([1])).toBeNull();
  });
  it('filter buttons: Alle Stellen plus public enabled branches', () => {
    const branches = [
      makeBranch({ identifier: 'konstanz', name: 'Konstanz' }),
      makeBranch({ identifier: 'bodman', name: 'Bodman', isPublic: false }),
      makeBranch({ identifier: 'owingen', name: 'Owingen', isEnabled: false }),
    ];
    expect(careerFilters(branches)).toEqual([
      { identifier: 'all', label: 'Alle Stellen' },
      { identifier: 'konstanz', label: 'Konstanz' },
    ]);
  });
  it('location names of a job', () => {
    const branches = [makeBranch({ identifier: 'bodman', name: 'Bodman' })];
    expect(jobLocationNames(nodes[8], branches)).toEqual(['Bodman', 'owingen']);
    expect(jobLocationNames(nodes[3], branches)).toEqual(['Alle Filialen']);
    expect(jobLocationNames(node(11, 'job', {}), branches)).toEqual([]);
  });
});
