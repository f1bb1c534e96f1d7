import { branchSchema, tagSchema } from '@asp/contracts';
import { branchCountText } from '@asp/domain';
import { filterableTags, toggleTag, visibleBranches } from './visible-branches';

const tags = [
  { id: 1, name: 'Partyservice' },
  { id: 2, name: 'Mittagstisch' },
  { id: 3, name: 'Catering' },
].map((tag) => tagSchema.parse(tag));

const branches = [
  {
    id: 1,
    identifier: 'konstanz',
    name: 'Metzgerei Konstanz',
    street: 'Marktstätte 4',
    zipCode: '78462',
    city: 'Konstanz',
    keywords: 'Bodensee, Altstadt',
    tags: [{ id: 1 }, { id: 2 }],
  },
  { id: 2, identifier: 'singen', name: 'Filiale Singen', street: 'Hauptstraße 12', zipCode: '78224', city: 'Singen', tags: [{ id: 2 }] },
  {
    id: 3,
    identifier: 'radolfzell',
    name: 'Filiale Radolfzell',
    street: 'Seetorstraße 3',
    zipCode: '78315',
    city: 'Radolfzell am Bodensee',
    tags: [],
  },
].map((branch) => branchSchema.parse(branch));

const shown = (term: string, tagIds: number[] = []) => visibleBranches(branches, tags, { term, tagIds }).map((b) => b.identifier);

describe('visibleBranches (storefront.md §2.5)', () => {
  it('shows every branch in its order without a term or tag', () => {
    expect(shown('')).toEqual(['konstanz', 'singen', 'radolfzell']);
  });

  it('searches name, street, zip, city and keywords case-insensitively, every word', () => {
    expect(shown('metzgerei')).toEqual(['konstanz']);
    expect(shown('MARKTSTÄTTE')).toEqual(['konstanz']);
    expect(shown('782')).toEqual(['singen']);
    expect(shown('bodensee')).toEqual(['konstanz', 'radolfzell']);
    expect(shown('78462, Konstanz')).toEqual(['konstanz']);
    expect(shown('Bodensee Seetor')).toEqual(['radolfzell']);
  });

  it('matches tag names although branch records name their tags by id only', () => {
    expect(shown('mittagstisch')).toEqual(['konstanz', 'singen']);
    expect(shown('partyservice')).toEqual(['konstanz']);
    expect(shown('catering')).toEqual([]);
  });

  it('keeps branches carrying every toggled tag', () => {
    expect(shown('', [2])).toEqual(['konstanz', 'singen']);
    expect(shown('', [2, 1])).toEqual(['konstanz']);
    expect(shown('singen', [1])).toEqual([]);
  });

  it('hands back the original records (tags by id)', () => {
    expect(visibleBranches(branches, tags, { term: 'singen', tagIds: [] })[0]).toBe(branches[1]);
  });

  it('gives the count text of the list', () => {
    expect(branchCountText(shown('Filiale').length, branches.length)).toBe('2 von 3 Filialen werden angezeigt.');
    expect(branchCountText(shown('Zürich').length, branches.length)).toBe('Leider wurden keine Ergebnisse gefunden.');
  });
});

describe('tag buttons', () => {
  it('offers only tags some branch carries', () => {
    expect(filterableTags(tags, branches).map((tag) => tag.name)).toEqual(['Partyservice', 'Mittagstisch']);
  });

  it('toggles a tag in and out', () => {
    expect(toggleTag([1], 2)).toEqual([1, 2]);
    expect(toggleTag([1, 2], 1)).toEqual([2]);
  });
});
