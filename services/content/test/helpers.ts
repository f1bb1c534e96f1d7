import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { ServiceEnv } from '@asp/server-kit';
import { startTestService, type OutboxRow, type ServiceHarness } from '@asp/server-kit/testing';
import { readContentOptions, type ContentOptions } from '../src/config';
import { createContentService } from '../src/content-service';

export { errorsOf } from '@asp/server-kit/testing';

export interface Harness extends ServiceHarness {
  options: ContentOptions;
  /** POST /api/uploads anonymously, as the configurator does. */
  upload(data: string, name?: string): Promise<LightMyRequestResponse>;
  /** Outbox rows written so far, in order. */
  events(): Promise<OutboxRow[]>;
}

/**
 * One content service per test file. Quota counters and BullMQ keys get a prefix of their
 * own on the shared Redis, and the quota is generous unless a test asks for a small one.
 */
export async function startContent(env: Partial<ServiceEnv> = {}, overrides: Partial<ContentOptions> = {}): Promise<Harness> {
  const defaults = readContentOptions({});
  const run = `test-${randomUUID()}`;
  const options: ContentOptions = {
    ...defaults,
    quota: { ...defaults.quota, maxUploads: 10_000, maxBytes: 10 * 1024 ** 3, keyPrefix: `${run}:upload-quota` },
    queuePrefix: run,
    ...overrides,
  };
  const harness = await startTestService(createContentService(options), env);
  return {
    ...harness,
    options,
    upload: (data, name) => harness.call({ method: 'POST', url: '/api/uploads', payload: name === undefined ? { data } : { data, name } }),
    events: () => harness.outbox(),
  };
}

export const dataUrl = (mimeType: string, bytes: Buffer) => `data:${mimeType};base64,${bytes.toString('base64')}`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, width × height, a colour gradient) that any viewer opens. */
export function makePng(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, truecolour, deflate, no filter method, no interlace
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [x * 60, y * 80, 200]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF with a text line and a correct cross-reference table. */
export function makePdf(text = 'Bestellung 42'): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Windows program: 'MZ', a DOS stub and many zero bytes. */
export function makeExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}
