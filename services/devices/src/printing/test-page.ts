import type { DeviceRecord } from '@asp/contracts';
import { fill, receiptTexts } from '@asp/i18n';
import { newEncoder, plain, wrap } from './encoder';
import { dateTime } from './order-lines';

/** The test page of `POST /api/devices/{id}/test/print`: device name, time and the German special letters. */
export function renderTestPage(device: DeviceRecord, now: Date): Uint8Array {
  const e = newEncoder(device.columns);
  e.align('center').bold(true).size(2, 2).line(receiptTexts.testPageTitle).size(1, 1).bold(false).align('left').newline();
  for (const line of wrap(fill(receiptTexts.testPageLine, { name: device.name, identifier: device.identifier }), device.columns))
    e.line(line);
  e.line(plain(dateTime(now.toISOString())));
  return e.cut().encode();
}
