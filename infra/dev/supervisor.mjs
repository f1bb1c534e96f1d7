// Child processes of the one-command start: spawned in their own process groups (so a
// terminal Ctrl-C reaches only start.mjs, which then stops them in order), every output
// line prefixed with the child's name, a crashed child started again with growing
// delays (given up, loudly, only after repeated fast crashes), and a record of the pids
// in the data folder so the next start can clean up after a killed run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 91, 92, 93, 94, 95, 96];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    // A killed child that nobody reaped yet is a zombie: gone for our purposes.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/** Signals the process group a child leads (it and anything it started); `alsoLeader` covers a leader outside its group. */
function signalGroup(pid, signal, alsoLeader = true) {
  try {
    process.kill(-pid, signal);
  } catch {
    if (!alsoLeader) return;
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Restarts after a crash: 0.5 s, 1 s, 2 s, … up to 15 s; more than `maxCrashes` crashes
 * within `windowMs` is no passing fault (a broken build, a port taken) and ends the retries.
 */
export const DEFAULT_RESTART = { baseDelayMs: 500, maxDelayMs: 15_000, maxCrashes: 5, windowMs: 60_000 };

export class Supervisor {
  /** @param {{ runFile: string, cwd: string }} options */
  /** @param {{ runFile: string, cwd: string, restart?: Partial<typeof DEFAULT_RESTART> }} options */
  constructor({ runFile, cwd, restart }) {
    this.runFile = runFile;
    this.cwd = cwd;
    this.restart = { ...DEFAULT_RESTART, ...restart };
    /** @type {Array<{ name: string, child: import('node:child_process').ChildProcess, layer: number, match: string, exited: Promise<void>, expectedExit: boolean, crashes: number[], restartTimer?: NodeJS.Timeout }>} */
    this.children = [];
    this.stopping = false;
    /** A critical child kept crashing and is not started again: start.mjs stops the platform. */
    this.onUnexpectedExit = () => undefined;
    /** A child started with `critical: false` (a remote's static server) gave up: reported, nothing stopped. */
    this.onOptionalExit = () => undefined;
    /** A crashed child is started again after `delayMs` (the supervisor logs it itself). */
    this.onRestart = () => undefined;
    this.width = 10;
    // If start.mjs itself dies (an uncaught error), take every child with it.
    process.on('exit', () => {
      for (const entry of this.children) if (running(entry.child)) signalGroup(entry.child.pid, 'SIGKILL');
    });
  }

  log(name, line, stream = process.stdout) {
    const index = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % COLORS.length;
    const label = name.padEnd(this.width);
    stream.write(useColor ? `\x1b[${COLORS[index]}m${label} |\x1b[0m ${line}\n` : `${label} | ${line}\n`);
  }

  /**
   * Starts a child. `layer` orders the shutdown: higher layers stop first.
   * `ready` (a RegExp) resolves the returned promise when an output line matches.
   * A child that dies is started again with growing delays; a `critical` child (the
   * default) that keeps crashing stops the platform, others are then only reported.
   * @returns {{ ready: Promise<void> | null }}
   */
  spawn(name, command, args, { env, layer, match, ready, filter, critical = true } = {}) {
    this.width = Math.max(this.width, name.length);
    const entry = { name, layer, match: match ?? path.basename(command), expectedExit: false, crashes: [] };
    this.children.push(entry);
    const launch = () => {
      const child = spawn(command, args, { cwd: this.cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      entry.child = child;
      entry.exited = new Promise((resolve) => child.once('exit', () => resolve()));
      this.record();
      return child;
    };
    const child = launch();

    let resolveReady;
    let rejectReady;
    const readyPromise = ready
      ? new Promise((resolve, reject) => {
          resolveReady = resolve;
          rejectReady = reject;
        })
      : null;
    const watch = (current) => {
      for (const [stream, target] of [
        [current.stdout, process.stdout],
        [current.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          if (ready && ready.test(line)) resolveReady?.();
          if (!filter || filter(line)) this.log(name, line, target);
        });
      }
      current.on('error', (error) => {
        this.log(name, `startet nicht: ${error.message}`, process.stderr);
        rejectReady?.(error);
      });
      current.on('exit', (code, signal) => {
        rejectReady?.(new Error(`${name} ist beim Start beendet worden (Code ${code ?? signal}).`));
        if (this.stopping || entry.expectedExit) return;
        // Whatever it started and left behind (embedded PostgreSQL's server under postgres.ts)
        // would hold the port and the data folder against the restarted one.
        signalGroup(current.pid, 'SIGKILL', false);
        this.crashed(entry, code, signal, critical, () => {
          resolveReady = rejectReady = undefined;
          watch(launch());
        });
      });
    };
    watch(child);
    return { ready: readyPromise };
  }

  /** Counts the crash, then starts the child again after a delay, or gives up after too many fast crashes. */
  crashed(entry, code, signal, critical, relaunch) {
    const { baseDelayMs, maxDelayMs, maxCrashes, windowMs } = this.restart;
    const now = Date.now();
    entry.crashes = [...entry.crashes.filter((at) => now - at < windowMs), now];
    const how = signal ?? `Code ${code}`;
    if (entry.crashes.length > maxCrashes) {
      this.log(
        entry.name,
        `✗ ${entry.crashes.length}× abgestürzt in ${windowMs / 1000} s (zuletzt ${how}): kein weiterer Neustart.`,
        process.stderr,
      );
      if (critical) this.onUnexpectedExit(entry.name, code, signal);
      else this.onOptionalExit(entry.name, code, signal);
      return;
    }
    const delayMs = Math.min(baseDelayMs * 2 ** (entry.crashes.length - 1), maxDelayMs);
    this.log(
      entry.name,
      `✗ unerwartet beendet (${how}); Neustart in ${(delayMs / 1000).toLocaleString('de-DE')} s, der Rest läuft weiter.`,
      process.stderr,
    );
    this.onRestart(entry.name, delayMs);
    entry.restartTimer = setTimeout(() => {
      entry.restartTimer = undefined;
      if (!this.stopping) relaunch();
    }, delayMs);
  }

  /** Highest layer first (gateway, then services, then PostgreSQL/NATS/Redis); each layer in parallel. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
    for (const entry of this.children) clearTimeout(entry.restartTimer);
    const layers = [...new Set(this.children.map((entry) => entry.layer))].sort((a, b) => b - a);
    for (const layer of layers) {
      await Promise.all(this.children.filter((entry) => entry.layer === layer).map((entry) => this.stopOne(entry, graceMs)));
    }
    rmSync(this.runFile, { force: true });
  }

  async stopOne(entry, graceMs) {
    const { child } = entry;
    if (!running(child)) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.log(entry.name, `reagiert nicht auf SIGTERM, wird beendet`, process.stderr);
      signalGroup(child.pid, 'SIGKILL');
    }, graceMs);
    await entry.exited;
    clearTimeout(timer);
    // Anything it started and left behind in its group (none expected) goes too.
    signalGroup(child.pid, 'SIGKILL', false);
  }

  /** Immediately, for a second Ctrl-C. */
  killAll() {
    this.stopping = true;
    for (const entry of this.children) if (running(entry.child)) signalGroup(entry.child.pid, 'SIGKILL');
    rmSync(this.runFile, { force: true });
  }

  record() {
    mkdirSync(path.dirname(this.runFile), { recursive: true });
    const state = {
      supervisorPid: process.pid,
      children: this.children.map((entry) => ({ name: entry.name, pid: entry.child.pid, match: entry.match })),
    };
    // Written aside and renamed: a reader (the fault trial, the next start) never sees half a file.
    const partial = `${this.runFile}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(state, null, 2));
    renameSync(partial, this.runFile);
  }
}

/**
 * Before starting: if another start.mjs still runs on this data folder, say so; if a
 * previous one was killed (SIGKILL, a crash) and left children behind, stop them.
 * A pid is only signalled when its command line still is the recorded program.
 * @returns {Promise<number | null>} the pid of a running supervisor, or null
 */
export async function cleanUpAfterPreviousRun(runFile, log) {
  if (!existsSync(runFile)) return null;
  let state;
  try {
    state = JSON.parse(readFileSync(runFile, 'utf8'));
  } catch {
    rmSync(runFile, { force: true });
    return null;
  }
  if (
    state.supervisorPid &&
    state.supervisorPid !== process.pid &&
    isAlive(state.supervisorPid) &&
    commandLine(state.supervisorPid).includes('start.mjs')
  ) {
    return state.supervisorPid;
  }
  const leftovers = (state.children ?? []).filter((entry) => isAlive(entry.pid) && commandLine(entry.pid).includes(entry.match));
  for (const entry of leftovers) {
    log(`stoppe ${entry.name} (PID ${entry.pid}) aus einem abgebrochenen Lauf`);
    signalGroup(entry.pid, 'SIGTERM');
  }
  for (const entry of leftovers) if (!(await waitForExit(entry.pid, 10_000))) signalGroup(entry.pid, 'SIGKILL');
  rmSync(runFile, { force: true });
  return null;
}
