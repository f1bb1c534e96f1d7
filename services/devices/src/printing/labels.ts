import type { LabelLayout, OrderItem, PrintLabelsJob } from '@asp/contracts';
import { fill, receiptTexts } from '@asp/i18n';
import { newEncoder, wrap } from './encoder';
import { amountText, appointmentLine, customerName, optionTexts } from './order-lines';

/** The lines of one label: compact (ticket, item, amount) or detail (plus customer, time and options). */
export function labelLines(job: PrintLabelsJob, item: OrderItem, index: number, width: number): string[] {
  const { order } = job;
  const head = [
    `${receiptTexts.ticket} ${order.ticketNumber}`,
    fill(receiptTexts.labelOf, { index: index + 1, count: order.items.length }),
  ];
  const body = [...wrap(item.product.name, width), amountText(item)];
  if (job.variant === 'compact') return [...head.slice(0, 1), ...body].map((line) => line.slice(0, width));
  const [timeLabel, when] = appointmentLine(order);
  const options = optionTexts(item).flatMap((option) => wrap(`- ${option}`, width, ' '));
  const name = customerName(order);
  return [...head, ...(name ? wrap(name, width) : []), `${timeLabel}: ${when}`, ...body, ...options].map((line) => line.slice(0, width));
}

/**
 * Item labels as ESC/POS bytes (pure). A label sheet holds `layout.rows` × `layout.columns`
 * labels (the shop configuration's label print rows and columns, document 1 §9): the
 * labels of one sheet row are printed side by side, each `floor(width / columns)`
 * characters wide, and the paper is cut after every `rows` sheet rows.
 */
export function renderLabels(job: PrintLabelsJob, columns: number): Uint8Array {
  const layout: LabelLayout = job.layout;
  const cellWidth = Math.max(8, Math.floor((columns - (layout.columns - 1)) / layout.columns));
  const labels = job.order.items.map((item, index) => labelLines(job, item, index, cellWidth));
  const e = newEncoder(columns);
  const perSheet = layout.rows * layout.columns;
  for (let start = 0; start < labels.length; start += perSheet) {
    const sheet = labels.slice(start, start + perSheet);
    for (let row = 0; row < layout.rows; row++) {
      const cells = sheet.slice(row * layout.columns, (row + 1) * layout.columns);
      if (!cells.length) break;
      const height = Math.max(...cells.map((cell) => cell.length));
      for (let lineIndex = 0; lineIndex < height; lineIndex++) {
        e.line(
          cells
            .map((cell) => (cell[lineIndex] ?? '').padEnd(cellWidth))
            .join(' ')
            .trimEnd(),
        );
      }
      e.newline();
    }
    e.cut();
  }
  return e.encode();
}
