import { renderLabels } from '../src/printing/labels';
import { renderReceipt } from '../src/printing/receipt';
import { decodeEscPos } from '../src/virtual-printer/escpos-decoder';
import type { Order } from '@asp/contracts';
import { decodeText, receiptJob, sampleOrder } from './helpers';

const branch = receiptJob().branch;

describe('receipt (ESC/POS)', () => {
  const bytes = renderReceipt(receiptJob(), 42);
  const text = decodeText(bytes);

  test('selects code page 858 and prints German letters in it', () => {
    // ESC t 19 (cp858 in Epson's table), then ü as 0x81, ß as 0xE1, € as 0xD5.
    expect(Buffer.from(bytes).includes(Buffer.from([0x1b, 0x74, 19]))).toBe(true);
    expect(Buffer.from(bytes).includes(0x81)).toBe(true);
    expect(text).toContain('Landmetzgerei Müller');
    expect(text).toContain('Jürgen Größmann');
    expect(text).toContain('Füllung: Speck & Gurke');
    expect(text).toContain('Leberkäse');
  });

  test('has ticket number, times, order type, items with amounts, options, line totals and totals', () => {
    expect(text).toContain('Ticket 37');
    expect(text).toMatch(/Bestellnummer:\s+4711/);
    expect(text).toMatch(/Bestellt:\s+27\.11\.2026 17:05/);
    expect(text).toMatch(/Abholung:\s+28\.11\.2026 11:45/);
    expect(text).toMatch(/Bestellart:\s+Abholung/);
    expect(text).toMatch(/4 Stk\. Rinderrouladen\s+23,96 €/);
    expect(text).toMatch(/0,5 kg Leberkäse\s+9,45 €/);
    expect(text).toContain('- dünn geschnitten');
    expect(text).toContain('- Senf süß (1 Stk.)');
    expect(text).toMatch(/Netto\s+40,76 €/);
    expect(text).toMatch(/MwSt\. 7 %\s+2,85 €/);
    expect(text).toMatch(/Gesamt\s+43,61 €/);
    expect(text).toMatch(/Zahlungsart:\s+Barzahlung/);
    expect(text).toMatch(/\s+offen/);
    expect(text).toContain('Bitte die Rouladen würzen. Danke schön!');
    expect(decodeEscPos(bytes).cuts).toBe(1);
  });

  test('no line is wider than the paper', () => {
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(42);
    for (const line of decodeText(renderReceipt(receiptJob(), 32)).split('\n')) expect(line.length).toBeLessThanOrEqual(32);
  });

  test('delivery, dine-in and payment state change the lines', () => {
    const delivered = decodeText(
      renderReceipt(receiptJob({ order: sampleOrder({ isDelivery: true, isPaid: true, paymentMethod: 'mollie', appointment: null }) }), 42),
    );
    expect(delivered).toMatch(/Lieferung:\s+28\.11\.2026 11:30/);
    expect(delivered).toMatch(/Bestellart:\s+Lieferung/);
    expect(delivered).toMatch(/\s+bezahlt/);
    const dineIn = decodeText(renderReceipt(receiptJob({ order: sampleOrder({ isDineIn: true, tableIdentifier: 'T4' }) }), 42));
    expect(dineIn).toMatch(/Tisch:\s+T4/);
    expect(dineIn).toMatch(/Bestellart:\s+Dine In/);
  });
});

describe('receipt base price (PAngV, issue 13)', () => {
  const butter = {
    ...sampleOrder().items[0],
    product: { id: 13, name: 'Kräuterbutter', unit: 'piece' as const, netQuantity: { amount: 125, unit: 'gram' as const } },
    amount: 2,
    unit: 'piece' as const,
    parts: [],
    unitPrice: 2.5,
    gross: 5,
  };
  const render = (items: Order['items']) => decodeText(renderReceipt(receiptJob({ order: sampleOrder({ items }) }), 42)).split('\n');

  test('prints the base price per kg under a packaged item, from the net quantity as ordered', () => {
    const printed = render([butter]);
    const index = printed.findIndex((line) => /2 Stk\. Kräuterbutter\s+5,00 €/.test(line));
    expect(index).toBeGreaterThan(-1);
    expect(printed[index + 1]).toBe('  Grundpreis: 20,00 € / kg');
  });

  test('a weight line reads per kg; no base price without net quantity, for a hidden price or an old order', () => {
    const text = render(sampleOrder().items).join('\n');
    // Leberkäse 0,5 kg for 9,45 €: 18,90 € / kg; the pieces without net quantity print none.
    expect(text).toContain('Grundpreis: 18,90 € / kg');
    expect(text.match(/Grundpreis/g)).toHaveLength(1);
    expect(render([{ ...butter, isPriceHidden: true, unitPrice: null, gross: null }]).join('\n')).not.toContain('Grundpreis');
    expect(render([{ ...butter, product: { id: 13, name: 'Kräuterbutter', unit: 'piece' } }]).join('\n')).not.toContain('Grundpreis');
  });
});

describe('labels honour the configured rows and columns', () => {
  const order = sampleOrder();
  const labels = (variant: 'compact' | 'detail', rows: number, columns: number) =>
    decodeEscPos(renderLabels({ order, branch, variant, layout: { rows, columns } }, 42));

  test('1 × 1 (the default): one label per cut, one per item', () => {
    const printed = labels('compact', 1, 1);
    expect(printed.cuts).toBe(3);
    expect(printed.text).toContain('Leberkäse');
    expect(printed.text).toContain('0,5 kg');
  });

  test('2 columns: two labels side by side on one line; 1 row × 2 columns per sheet', () => {
    const printed = labels('compact', 1, 2);
    expect(printed.cuts).toBe(2);
    const first = printed.text.split('\n')[0]!;
    expect(first).toMatch(/^Ticket 37\s+Ticket 37$/);
    expect(printed.text).toMatch(/Rinderrouladen\s+Leberkäse/);
  });

  test('2 rows × 2 columns: all three items on one sheet', () => {
    expect(labels('compact', 2, 2).cuts).toBe(1);
  });

  test('detail labels carry customer, time and options', () => {
    const printed = labels('detail', 1, 1).text;
    expect(printed).toContain('Etikett 1 von 3');
    expect(printed).toContain('Jürgen Größmann');
    expect(printed).toContain('Abholung: 28.11.2026 11:45');
    expect(printed).toContain('- Füllung: Speck & Gurke');
    expect(labels('compact', 1, 1).text).not.toContain('Jürgen');
  });
});
