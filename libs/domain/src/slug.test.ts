import fc from 'fast-check';
import { slugify } from './slug';
import { truncate, TRUNCATE_LENGTH, TRUNCATE_SUFFIX } from './text';

describe('slug rule (website.md §3)', () => {
  it.each([
    ['Unsere Tiere', 'unsere-tiere'],
    ['Größe & Würze', 'groesse-wuerze'],
    ['ÄÖÜ äöü ß', 'aeoeue-aeoeue-ss'],
    ['Schwäbisch_Hall', 'schwaebisch-hall'],
    ['  Leerzeichen  am Rand  ', '-leerzeichen-am-rand'],
    ['Café Crème', 'caf-crme'],
    ['Fleisch---Wurst', 'fleisch-wurst'],
    ['Angebot!', 'angebot'],
    ['Ende -', 'ende'],
    ['Tab\tund\nZeile', 'tab-und-zeile'],
    ['123 Wurst', '123-wurst'],
    ['', ''],
  ])('%p → %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
  it('null and undefined', () => {
    expect(slugify(null)).toBe('');
    expect(slugify(undefined)).toBe('');
  });
  it('always yields a-z, 0-9 and single hyphens, no trailing hyphen; idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug).not.toMatch(/--/);
        expect(slug.endsWith('-')).toBe(false);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('text truncation (website.md §5)', () => {
  it('defaults: 128 characters and "..."', () => {
    expect(TRUNCATE_LENGTH).toBe(128);
    expect(TRUNCATE_SUFFIX).toBe('...');
    expect(truncate('a'.repeat(128))).toBe('a'.repeat(128));
    expect(truncate('a'.repeat(129))).toBe(`${'a'.repeat(128)}...`);
  });
  it.each([
    ['Hausgemachte Bratwurst', 10, undefined, 'Hausgemach...'],
    ['Kurz', 10, undefined, 'Kurz'],
    ['Genau zehn', 10, undefined, 'Genau zehn'],
    ['Hausgemachte Bratwurst', 5, ' …', 'Hausg …'],
    ['', 5, undefined, ''],
    [null, 5, undefined, ''],
  ])('%p at %d', (text, length, suffix, expected) => {
    expect(truncate(text, length, suffix)).toBe(expected);
  });
});
