import { parseDataUrl } from '../src/data-url';
import { cleanFileName, contentMatches, resolveFileType } from '../src/file-types';
import { makeExecutable, makePdf, makePng } from './helpers';

describe('resolveFileType', () => {
  it.each([
    ['image/png', null, 'png', 'image/png'],
    ['image/jpeg', null, 'jpg', 'image/jpeg'],
    ['image/jpeg', 'foto.jpeg', 'jpeg', 'image/jpeg'],
    ['image/pjpeg', 'foto.JPG', 'jpg', 'image/jpeg'],
    ['application/vnd.ms-excel', null, 'xls', 'application/vnd.ms-excel'],
    ['application/vnd.ms-excel', 'liste.csv', 'csv', 'text/csv'],
    ['application/x-zip-compressed', 'daten.zip', 'zip', 'application/zip'],
    ['', 'brief.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['text/plain', 'README', 'txt', 'text/plain'],
  ])('%s named %s → %s (%s)', (mimeType, name, extension, canonical) => {
    expect(resolveFileType(mimeType, name)).toEqual({ extension, mimeType: canonical });
  });

  it.each([
    ['application/x-msdownload', null],
    ['application/octet-stream', null],
    ['application/octet-stream', 'programm.exe'],
    ['image/png', 'bild.jpg'],
    ['text/html', null],
    ['image/svg+xml', 'bild.svg.exe'],
  ])('refuses %s named %s', (mimeType, name) => {
    expect(resolveFileType(mimeType, name)).toBeNull();
  });
});

describe('contentMatches', () => {
  const zip = Buffer.from('PK\x03\x04rest', 'latin1');
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
  const mp4 = Buffer.from('\0\0\0\x18ftypmp42', 'latin1');
  it.each([
    ['png', makePng(), true],
    ['png', makePdf(), false],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), true],
    ['jpeg', makeExecutable(), false],
    ['gif', Buffer.from('GIF89a\x01\x00', 'latin1'), true],
    ['gif', Buffer.from('GIF90a', 'latin1'), false],
    ['pdf', makePdf(), true],
    ['pdf', makeExecutable(), false],
    ['docx', zip, true],
    ['xlsx', makePdf(), false],
    ['zip', zip, true],
    ['doc', ole, true],
    ['xls', zip, false],
    ['mp4', mp4, true],
    ['mp4', zip, false],
    ['webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]), true],
    ['mpeg', Buffer.from([0, 0, 1, 0xba, 0x44]), true],
    ['mpeg', mp4, false],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), true],
    ['svg', Buffer.from('<html></html>'), false],
    ['txt', Buffer.from('Grüß Gott'), true],
    ['txt', makeExecutable(), false],
    ['csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]), true],
  ] as const)('%s with given bytes → %s', (extension, bytes, expected) => {
    expect(contentMatches(extension, bytes)).toBe(expected);
  });
});

describe('parseDataUrl and cleanFileName', () => {
  it('reads type, size and bytes, and refuses what is not a base64 data URL', () => {
    const parsed = parseDataUrl('data:Image/PNG;name=x.png;base64,AAECAw==');
    expect(parsed && { mimeType: parsed.mimeType, size: parsed.size, bytes: [...Buffer.concat(parsed.chunks ?? [])] }).toEqual({
      mimeType: 'image/png',
      size: 4,
      bytes: [0, 1, 2, 3],
    });
    expect(parseDataUrl('data:;base64,AAEC')?.size).toBe(3);
    expect(parseDataUrl('data:text/plain;base64,AAE')?.size).toBe(2);
    for (const bad of [
      'AAECAw==',
      'data:text/plain,abc',
      'data:text/plain;base64,A',
      'data:text/plain;base64,AA=A',
      `data:${'x'.repeat(600)};base64,AAAA`,
    ]) {
      expect(parseDataUrl(bad)).toBeNull();
    }
  });

  it('keeps only the base name without control characters', () => {
    expect(cleanFileName('C:\\fakepath\\Bild 1.png')).toBe('Bild 1.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('  ')).toBeNull();
    expect(cleanFileName(undefined)).toBeNull();
  });
});
