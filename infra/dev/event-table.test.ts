import { readFileSync } from 'node:fs';
import { catalogEvents, contentEvents, eventCatalogues, listEvents, orderEvents } from '@asp/contracts';
import { eventRows, eventTableFile, loadServiceDefinitions, renderEventTable, type EventRow } from './event-table';

let rows: EventRow[];

beforeAll(async () => {
  rows = eventRows(await loadServiceDefinitions());
}, 60_000);

test('the table lists every event of every catalogue once, with its producer', () => {
  const all = Object.entries(eventCatalogues).flatMap(([producer, { events }]) =>
    listEvents(events).map((event) => `${producer} ${event.subject}`),
  );
  expect(rows.map((row) => `${row.producer} ${row.subject}`)).toEqual(all);
  expect(new Set(rows.map((row) => row.subject)).size).toBe(rows.length);
});

test('consumers come from the services\u2019 definitions', () => {
  const placed = rows.find((row) => row.subject === orderEvents.placed.subject);
  expect(placed?.consumers).toEqual([
    'analytics (analytics-order-facts)',
    'analytics (analytics-order-statistics)',
    'content (content-upload-references)',
    'orders (orders-notifications)',
  ]);
  const product = rows.find((row) => row.subject === catalogEvents.product.updated.subject);
  // The audit log (analytics) reads every staff-kept resource's events.
  expect(product?.consumers).toEqual([
    'analytics (analytics-audit-catalog)',
    'content (content-catalog-image-references)',
    'orders (orders-catalog-replica)',
    'signage (signage-catalog-replica)',
  ]);
  expect(rows.find((row) => row.subject === catalogEvents.tag.created.subject)?.consumers).toEqual([
    'analytics (analytics-audit-catalog)',
    'content (content-catalog-image-references)',
  ]);
  expect(rows.find((row) => row.subject === contentEvents.upload.created.subject)?.consumers).toEqual([]);
});

test('docs/events.md is up to date (node --import tsx infra/dev/write-event-table.ts)', () => {
  expect(readFileSync(eventTableFile, 'utf8')).toBe(renderEventTable(rows));
});
