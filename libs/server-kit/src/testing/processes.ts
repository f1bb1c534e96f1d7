import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Finds a system binary (nats-server, redis-server) on PATH or in the usual sbin folders. */
export function findBinary(name: string): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(
    `${name} wurde nicht gefunden. Die Tests brauchen echte NATS- und Redis-Server: ` + `sudo apt-get install -y nats-server redis-server`,
  );
}

/** A port that was free a moment ago (the OS picks it; tiny race window accepted in tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ManagedProcess {
  child: ChildProcess;
  /** SIGTERM (clean shutdown), SIGKILL after a grace period. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns a server and resolves once its log shows `ready` (servers print that only
 * after they listen); rejects with the log tail if it exits or takes too long.
 */
export function spawnUntilReady(bin: string, args: string[], ready: RegExp, timeoutMs = 20_000): Promise<ManagedProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let settled = false;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      reject(new Error(`${path.basename(bin)} ${reason}: ${log.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail('startet nicht'), timeoutMs);
    const onData = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8000);
      if (!settled && ready.test(log)) {
        settled = true;
        clearTimeout(timer);
        resolve({
          child,
          async stop(signal = 'SIGTERM') {
            process.removeListener('exit', killOnExit);
            if (child.exitCode !== null || child.signalCode !== null) return;
            child.kill(signal);
            const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(hard);
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => fail(String(error)));
    child.on('exit', (code) => fail(`beendet (${code})`));
  });
}

export function startNatsProcess(port: number, storeDir: string): Promise<ManagedProcess> {
  return spawnUntilReady(findBinary('nats-server'), ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], /Server is ready/);
}

export function startRedisProcess(port: number, dir: string): Promise<ManagedProcess> {
  return spawnUntilReady(
    findBinary('redis-server'),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    /Ready to accept connections/,
  );
}
