import { plainText, truncate } from './text';

describe('plainText', () => {
  it('removes tags, decodes entities and collapses white space', () => {
    expect(plainText('<p>Grill&shy;seminar</p>')).toBe('Grill&shy;seminar');
    expect(plainText('<h2>Wurst &amp; Schinken</h2><p>ab&nbsp;5&#8364; &#x2013; frisch</p>')).toBe('Wurst & Schinken ab 5€ – frisch');
    expect(plainText(null)).toBe('');
    expect(plainText('&#0; &#99999999;')).toBe('&#0; &#99999999;');
  });

  it('with truncate gives the teaser text (128 characters and "...")', () => {
    const html = `<p>${'Fleisch '.repeat(20)}</p>`;
    expect(truncate(plainText(html))).toBe(`${'Fleisch '.repeat(16)}...`);
  });
});
