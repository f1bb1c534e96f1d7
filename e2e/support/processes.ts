import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Real processes of the composed system, for the spec that takes a remote down:
 * finding the static server of a remote, stopping it and starting a replacement.
 */

export const repoRoot = path.resolve(__dirname, '../..');

/** The data folder the config's webServer starts the platform with (E2E_DATA_DIR overrides). */
export const dataDir = path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? '.data-e2e');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // An exited child nobody reaped yet is a zombie: gone for our purposes.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

/** The pid start.mjs recorded for a child (`<data dir>/run/platform.json`), if it still runs that program. */
function recordedPid(name: string, expectInCommand: string): number | null {
  const runFile = path.join(dataDir, 'run', 'platform.json');
  if (!existsSync(runFile)) return null;
  try {
    const state = JSON.parse(readFileSync(runFile, 'utf8')) as { children?: Array<{ name: string; pid: number }> };
    const entry = state.children?.find((child) => child.name === name);
    if (entry && isAlive(entry.pid) && commandLine(entry.pid).includes(expectInCommand)) return entry.pid;
  } catch {
    // unreadable: fall back to the port
  }
  return null;
}

/** Socket inodes listening on a TCP port (IPv4 and IPv6), from /proc/net. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields: sl local_address rem_address st ... inode (index 9); st 0A = LISTEN
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The process listening on a port (what `ss -ltnp` shows), or null. */
export function pidListeningOn(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (match && inodes.has(match[1])) return Number(entry);
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return null;
}

/** The static server of a remote: the pid start.mjs recorded, else whoever listens on its port. */
export function remoteServerPid(folder: string, port: number): number | null {
  return recordedPid(folder, 'static-server.mjs') ?? pidListeningOn(port);
}

/** Whether something accepts TCP connections on localhost:port. */
export function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** SIGTERM, then waits until the process is gone and the port is closed (SIGKILL after the grace time). */
export async function stopProcess(pid: number, port: number): Promise<void> {
  process.kill(pid, 'SIGTERM');
  try {
    await until(() => !isAlive(pid), `pid ${pid} to exit`, 10_000);
  } catch {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await until(() => !isAlive(pid), `pid ${pid} to die`, 5_000);
  }
  await until(async () => !(await portAcceptsConnections(port)), `port ${port} to close`);
}

/** Starts `node infra/dev/static-server.mjs <folder> --port <port>` and waits until it serves the manifest. */
export async function startStaticServer(folder: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['infra/dev/static-server.mjs', folder, '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the test worker (an aborted run would leave the port taken).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`static server for ${folder} exited (${child.exitCode}): ${output}`);
      try {
        return (await fetch(`http://localhost:${port}/mf-manifest.json`)).ok;
      } catch {
        return false;
      }
    }, `${folder} on port ${port}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** Stops a child this process started and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
