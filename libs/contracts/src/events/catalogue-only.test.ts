import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogues } from './catalogue';
import { listEvents } from './define';
import { queueCatalogues } from '../queues';

/**
 * The catalogues in libs/contracts are the only way to name an event subject or a job
 * queue: writeEvent, consumers and queues take catalogue entries, and this scan makes sure
 * no code goes round them with a string (a `nats.subscribe('orders.order.x')`, a stream
 * filter, a queue name). Test files may define entries of their own and are not scanned.
 */
const root = path.resolve(__dirname, '../../../..');
const scanned = ['libs/server-kit/src', ...readdirSync(path.join(root, 'services')).map((name) => `services/${name}/src`)];

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const events = Object.values(eventCatalogues).flatMap(({ events: catalogue }) => listEvents(catalogue));
const queues = Object.values(queueCatalogues).flatMap((catalogue) => Object.values(catalogue));
/** First segments of every subject and queue name: `orders.…`, `payments.…`, `dead-letter.…`. */
const prefixes = [
  ...new Set(
    [...events.map((event) => event.subject), ...queues.map((queue) => queue.name), 'dead-letter.x'].map((name) => name.split('.')[0]),
  ),
];
// A whole string (or template) that is a subject, wildcard or queue name: `<prefix>.<token>…`.
const token = '(?:[\\w-]+|[*>]|\\$\\{[^}]*\\})+';
const subjectLike = new RegExp(`^(?:${prefixes.map((prefix) => prefix.replace(/-/g, '\\-')).join('|')})(?:\\.${token})+$`);

/** The string literals and templates of a source, comments skipped (they may name subjects). */
function stringsOf(source: string): string[] {
  const strings: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && !(c !== '`' && source[j] === '\n')) j += source[j] === '\\' ? 2 : 1;
      strings.push(source.slice(i + 1, j));
      i = j + 1;
    } else i += 1;
  }
  return strings;
}

const known = new Set([...events.map((event) => event.subject), ...queues.map((queue) => queue.name)]);

/**
 * A known subject or queue name, or anything shaped like a subject: three or more
 * segments (`<service>.<entity>.<event>`), a wildcard or a template. Two plain segments
 * that name no queue (an idempotency scope such as `orders.create`) are not subjects.
 */
const isSubject = (text: string) => known.has(text) || (subjectLike.test(text) && (text.split('.').length >= 3 || /[*>]|\$\{/.test(text)));

export function findSubjectStrings(source: string): string[] {
  return stringsOf(source).filter(isSubject);
}

test('the scan recognises subjects, wildcards, templates and queue names', () => {
  expect(prefixes).toEqual(expect.arrayContaining(['identity', 'catalog', 'orders', 'content', 'payments', 'dead-letter']));
  const source = [
    "writeEvent(trx, 'catalog.config.updated', {});",
    'filterSubjects: ["catalog.>"],',
    'writeEvent(trx, `${stem}.created`); writeEvent(trx, `orders.order.${name}`);',
    "createQueue('payments.sweep', redis); log.info('orders: Demodaten angelegt'); import x from './orders.module';",
    "// a comment naming `orders.order.placed` is fine; so are a field path 'content.categories[0]' and a scope 'orders.create'",
  ].join('\n');
  expect(findSubjectStrings(source)).toEqual(['catalog.config.updated', 'catalog.>', 'orders.order.${name}', 'payments.sweep']);
});

test('no event subject or queue name is written as a string outside the catalogues', () => {
  const files = scanned.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(50);
  const offences = files.flatMap((file) =>
    findSubjectStrings(readFileSync(path.join(root, file), 'utf8')).map((text) => `${file}: ${text}`),
  );
  expect(offences).toEqual([]);
});
