import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF §4–§5): the same tables,
 * inflated where they are compressed, behind a plain sfnt header. The platform's font
 * packages ship only WOFF and WOFF2, and the pango in sharp's libvips reads neither from a
 * font file; it reads the font they contain.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('keine WOFF-Datei');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field));
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF-Tabelle hat die falsche Länge');
    return { tag, checksum, data };
  });
  // searchRange etc. as the sfnt header defines them (largest power of two ≤ numTables).
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(SFNT_HEADER + numTables * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Every table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The font of a WOFF file as a .ttf of its own (pango loads fonts from files), written once per process. */
export async function fontFileFromWoff(woffPath: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'asp-gateway-font-'));
  const file = path.join(folder, `${path.basename(woffPath, '.woff')}.ttf`);
  await writeFile(file, sfntFromWoff(await readFile(woffPath)));
  return file;
}
