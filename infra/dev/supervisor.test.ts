/**
 * The supervisor of `npm start` (issue 10 §6b): a crashed child is started again with
 * growing delays while the others keep serving; a child that keeps crashing is given up
 * loudly. Driven through a small ES-module script (supervisor.mjs is plain ESM), with
 * tiny node children on free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '@asp/server-kit/testing';

const supervisorUrl = new URL(`file://${path.join(__dirname, 'supervisor.mjs')}`).href;

/** An HTTP server answering its pid. */
const SERVER = `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bereit'));`;

interface Event {
  event: 'restart' | 'gave-up';
  name: string;
  delayMs?: number;
}

interface Driver {
  events: Event[];
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs a Supervisor with the given children ({ name, script, port }) and collects its events. */
function startDriver(children: Array<{ name: string; script: string; port?: number }>, restart: Record<string, number>): Driver {
  const runFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'asp-supervisor-')), 'platform.json');
  const driver = `
    import { Supervisor } from ${JSON.stringify(supervisorUrl)};
    const supervisor = new Supervisor({ runFile: ${JSON.stringify(runFile)}, cwd: process.cwd(), restart: ${JSON.stringify(restart)} });
    const emit = (event) => console.log('EVENT ' + JSON.stringify(event));
    supervisor.onRestart = (name, delayMs) => emit({ event: 'restart', name, delayMs });
    supervisor.onUnexpectedExit = (name) => emit({ event: 'gave-up', name });
    for (const child of ${JSON.stringify(children)}) {
      supervisor.spawn(child.name, process.execPath, ['-e', child.script], { layer: 1, env: { ...process.env, PORT: String(child.port ?? 0) } });
    }
    process.on('SIGTERM', async () => { await supervisor.stopAll(2000); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', driver], { stdio: ['ignore', 'pipe', 'inherit'] });
  const events: Event[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('EVENT ')) events.push(JSON.parse(line.slice(6)) as Event);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    events,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pidOn(port: number): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return Number(await response.text());
  } catch {
    return null;
  }
}

async function until<T>(read: () => Promise<T | null>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`nicht innerhalb von ${timeoutMs} ms`);
    await sleep(25);
  }
}

const drivers: Driver[] = [];
afterEach(async () => {
  for (const driver of drivers.splice(0)) await driver.stop();
});

test('a child killed with SIGKILL is started again, the others keep serving', async () => {
  const [crashing, steady] = [await freePort(), await freePort()];
  const driver = startDriver(
    [
      { name: 'orders', script: SERVER, port: crashing },
      { name: 'catalog', script: SERVER, port: steady },
    ],
    { baseDelayMs: 200 },
  );
  drivers.push(driver);
  const first = await until(
    () => pidOn(crashing),
    () => true,
    10_000,
  );
  const steadyPid = await until(
    () => pidOn(steady),
    () => true,
    10_000,
  );

  process.kill(first, 'SIGKILL');
  const second = await until(
    () => pidOn(crashing),
    (pid) => pid !== first,
    10_000,
  );
  expect(second).not.toBe(first);
  expect(await pidOn(steady)).toBe(steadyPid);
  expect(driver.events).toEqual([{ event: 'restart', name: 'orders', delayMs: 200 }]);
  expect(driver.process.exitCode).toBeNull();
});

test('what a crashed child left running in its process group is stopped before the restart', async () => {
  const port = await freePort();
  // Like postgres.ts: a wrapper whose server process holds the port.
  const wrapper = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SERVER)}], { stdio: 'inherit' }); setInterval(() => undefined, 1000);`;
  const driver = startDriver([{ name: 'postgres', script: wrapper, port }], { baseDelayMs: 100 });
  drivers.push(driver);
  const server = await until(
    () => pidOn(port),
    () => true,
    10_000,
  );
  const wrapperPid = Number(readFileSync(`/proc/${server}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  process.kill(wrapperPid, 'SIGKILL');
  try {
    const restarted = await until(
      () => pidOn(port),
      (pid) => pid !== server,
      10_000,
    );
    expect(restarted).not.toBe(server);
  } finally {
    // Never leave the server behind, whatever the supervisor did.
    try {
      process.kill(server, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
});

test('repeated fast crashes back off (doubling delays) and then give up loudly', async () => {
  const driver = startDriver([{ name: 'broken', script: 'process.exit(3)' }], { baseDelayMs: 50, maxCrashes: 3, windowMs: 60_000 });
  drivers.push(driver);
  await until(
    async () => driver.events.find((event) => event.event === 'gave-up') ?? null,
    () => true,
    10_000,
  );
  expect(driver.events).toEqual([
    { event: 'restart', name: 'broken', delayMs: 50 },
    { event: 'restart', name: 'broken', delayMs: 100 },
    { event: 'restart', name: 'broken', delayMs: 200 },
    { event: 'gave-up', name: 'broken' },
  ]);
  // Given up means given up: no fifth start.
  await sleep(500);
  expect(driver.events).toHaveLength(4);
});
