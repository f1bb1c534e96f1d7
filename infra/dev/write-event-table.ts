// Writes docs/events.md (see event-table.ts): node --import tsx infra/dev/write-event-table.ts
import { writeFileSync } from 'node:fs';
import { eventRows, eventTableFile, loadServiceDefinitions, renderEventTable } from './event-table';

async function main(): Promise<void> {
  const rows = eventRows(await loadServiceDefinitions());
  writeFileSync(eventTableFile, renderEventTable(rows));
  console.log(`✓ ${eventTableFile}: ${rows.length} events`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
