// The event table of docs/events.md: every event of the catalogues (libs/contracts),
// the service producing it and the durable consumers declared in the services'
// definitions, plus every job queue. `node --import tsx infra/dev/write-event-table.ts`
// writes the file; infra/dev/event-table.test.ts fails when it is out of date.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogues, listEvents, queueCatalogues } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';

export const root = path.resolve(__dirname, '../..');
export const eventTableFile = path.join(root, 'docs', 'events.md');

export interface EventRow {
  subject: string;
  version: number;
  producer: string;
  /** `<service> (<durable>)` of every consumer with a handler for the event. */
  consumers: string[];
}

const isDefinition = (value: unknown): value is ServiceDefinition =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ServiceDefinition).routes === 'function' &&
  typeof (value as ServiceDefinition).name === 'string';

/**
 * The definition in services/<name>/src/<name>-service.ts: an exported definition, or
 * the result of its exported `create…Service()` (orders exports only the factory).
 * Imported by path, like generate-api-docs.ts, so no library depends on a service.
 */
async function loadDefinition(name: string): Promise<ServiceDefinition | null> {
  const file = path.join(root, 'services', name, 'src', `${name}-service.ts`);
  if (!existsSync(file)) return null;
  const exports = (await import(file)) as Record<string, unknown>;
  const values = Object.values(exports);
  const found = values.find((value) => isDefinition(value) && value.name === name);
  if (found) return found as ServiceDefinition;
  const factory = Object.entries(exports).find(([key, value]) => /^create\w*Service$/.test(key) && typeof value === 'function');
  const made = factory ? (factory[1] as () => unknown)() : null;
  return isDefinition(made) ? made : null;
}

export async function loadServiceDefinitions(): Promise<ServiceDefinition[]> {
  const names = readdirSync(path.join(root, 'services'))
    .filter((name) => name !== 'gateway')
    .sort();
  const definitions = await Promise.all(names.map(loadDefinition));
  return definitions.filter((definition): definition is ServiceDefinition => definition !== null);
}

export function eventRows(definitions: ServiceDefinition[]): EventRow[] {
  return Object.entries(eventCatalogues).flatMap(([producer, { events }]) =>
    listEvents(events).map((event) => ({
      subject: event.subject,
      version: event.version,
      producer,
      consumers: definitions.flatMap((definition) =>
        (definition.consumers ?? [])
          .filter((consumer) => consumer.handlers.some((handler) => handler.event === event))
          .map((consumer) => `${definition.name} (${consumer.durable})`),
      ),
    })),
  );
}

export function renderEventTable(rows: EventRow[]): string {
  const events = rows.map((row) => `| \`${row.subject}\` | ${row.version} | ${row.producer} | ${row.consumers.join(', ') || '—'} |`);
  const queues = Object.entries(queueCatalogues).flatMap(([owner, queues]) =>
    Object.values(queues).map(
      (queue) =>
        `| \`${queue.name}\` | ${Object.keys(queue.jobs)
          .map((job) => `\`${job}\``)
          .join(', ')} | ${owner} |`,
    ),
  );
  return [
    '# Events and queues',
    '',
    'Generated from the catalogues in libs/contracts (`src/events/<domain>.ts`, `src/queues/<domain>.ts`)',
    'and the `consumers` of each service definition by `node --import tsx infra/dev/write-event-table.ts`;',
    'infra/dev/event-table.test.ts fails when this file is out of date. Do not edit by hand.',
    '',
    `## Events (${rows.length}, ${rows.filter((row) => row.consumers.length).length} with a consumer)`,
    '',
    'Producer: the service whose outbox writes the event. Consumers: `service (durable consumer)`;',
    '— means no service consumes it yet (it is still published and kept in the stream).',
    'Payloads no consumer can read go to `dead-letter.<durable>` (stream DEAD_LETTERS).',
    'Besides the durable consumers, every orders instance subscribes to `orders.order.*` for the',
    "status page's live updates (a plain NATS subscription: nothing is acknowledged or kept).",
    '',
    '| event | version | producer | consumers |',
    '|---|---|---|---|',
    ...events,
    '',
    '## Job queues',
    '',
    '| queue | jobs | owner |',
    '|---|---|---|',
    ...queues,
    '',
  ].join('\n');
}
