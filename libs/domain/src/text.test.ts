import { FILE_NAME_SHORT_LENGTH, plainText, shortenFileName, truncate } from './text';

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

describe('shortenFileName (issue 18)', () => {
  it('keeps a short name, shortens a long one in the middle to the limit with the extension whole', () => {
    expect(shortenFileName('torte.jpg')).toBe('torte.jpg');
    expect(shortenFileName('x'.repeat(FILE_NAME_SHORT_LENGTH))).toBe('x'.repeat(FILE_NAME_SHORT_LENGTH));
    const short = shortenFileName('Geburtstagsfeier-Oma-Juni-2025-final-version.jpg');
    expect(short).toBe('Geburtstagsfei…l-version.jpg');
    expect(Array.from(short)).toHaveLength(FILE_NAME_SHORT_LENGTH);
    expect(shortenFileName('Rechnung-Mai.xlsx', 12)).toBe('Rechnu….xlsx');
  });

  it('a name without an extension or with a very long one is shortened in the middle too; no emoji is cut', () => {
    expect(shortenFileName('abcdefghijklmnopqrstuvwxyz', 11)).toBe('abcde…vwxyz');
    expect(shortenFileName('bild.ausdemurlaubammeer2025', 11)).toBe('bild.…r2025');
    expect(shortenFileName('🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂.png', 9)).toBe('🎂🎂🎂🎂….png');
  });
});
