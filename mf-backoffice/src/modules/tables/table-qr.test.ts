import QRCode from 'qrcode';
import { tableQrSvg, tableShopUrl } from './table-qr';

test('a table opens its branch shop with the table named', () => {
  expect(tableShopUrl('https://metzgerei-muster.de', 'konstanz', 'T3')).toBe('https://metzgerei-muster.de/shop/konstanz?table=T3');
  expect(tableShopUrl('http://localhost:8080/', 'bodman', 'Terrasse 2')).toBe('http://localhost:8080/shop/bodman?table=Terrasse%202');
});

test('the QR code carries exactly that link', async () => {
  const url = tableShopUrl('https://metzgerei-muster.de', 'konstanz', 'T3');
  // The encoder's own model of the symbol: its data segments are the link, byte for byte
  // (no QR decoder is installed to read the picture back).
  const symbol = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const segments = symbol.segments as unknown as Array<{ data: Uint8Array | string }>;
  expect(segments.map((segment) => Buffer.from(segment.data).toString('utf8')).join('')).toBe(url);
  const svg = await tableQrSvg(url);
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${symbol.modules.size + 4} ${symbol.modules.size + 4}"`);
});
