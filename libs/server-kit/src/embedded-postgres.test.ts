import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { freePort, readInfra } from './testing';

const settings = { fsync: 'off' };
let dataDir: string;
let port: number;
const running: EmbeddedPostgres[] = [];

async function start(): Promise<EmbeddedPostgres> {
  const postgres = await startEmbeddedPostgres({ dataDir, port, user: 'asp', password: 'geheim', settings });
  running.push(postgres);
  return postgres;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function writePidFile(pid: number) {
  // Same layout as PostgreSQL's: pid, data dir, start time, port, …
  writeFileSync(path.join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`);
}

beforeAll(async () => {
  const parent = mkdtempSync(path.join(readInfra().tmpDir, 'embedded-'));
  chmodSync(parent, 0o755);
  dataDir = path.join(parent, 'data');
  port = await freePort();
});

afterAll(async () => {
  for (const postgres of running) await postgres.stop();
});

test('initialises once and keeps its data across a restart', async () => {
  const first = await start();
  expect(first.url('shop')).toBe(`postgres://asp:geheim@127.0.0.1:${port}/shop`);
  await first.createDatabase('shop');
  await first.createDatabase('shop'); // idempotent
  await query(first.url('shop'), "create table cuts (name text); insert into cuts values ('Tafelspitz')");
  await first.stop();

  const second = await start();
  expect(await query(second.url('shop'), 'select name from cuts')).toEqual([{ name: 'Tafelspitz' }]);
  await second.stop();
});

test('starts despite a stale postmaster.pid of a process that is gone', async () => {
  const gone = spawnSync('true').pid!;
  writePidFile(gone);
  const postgres = await start();
  expect(await query(postgres.url('shop'), 'select count(*)::int as n from cuts')).toEqual([{ n: 1 }]);
  await postgres.stop();
});

test('starts when the pid of a stale postmaster.pid now belongs to another program', async () => {
  writePidFile(1); // alive (init), but not postgres; postgres itself would refuse to start
  const postgres = await start();
  expect(await query(postgres.adminUrl, 'select 1 as ok')).toEqual([{ ok: 1 }]);
  await postgres.stop();
});

test('shuts down an orphaned postgres still running on the data dir, losing nothing', async () => {
  const orphan = await start(); // its owner "dies" without stopping it
  await query(orphan.url('shop'), "insert into cuts values ('Schäufele')");
  const next = await start();
  expect(await query(next.url('shop'), 'select name from cuts order by name')).toEqual([{ name: 'Schäufele' }, { name: 'Tafelspitz' }]);
  await orphan.stop(); // already gone: a no-op
  await next.stop();
});

(process.getuid?.() === 0 ? test : test.skip)('as root, an unreachable data dir is reported clearly', async () => {
  const closed = mkdtempSync(path.join(readInfra().tmpDir, 'closed-')); // 0700, owned by root
  await expect(startEmbeddedPostgres({ dataDir: path.join(closed, 'data'), port })).rejects.toThrow(/kann .* nicht betreten/);
});
