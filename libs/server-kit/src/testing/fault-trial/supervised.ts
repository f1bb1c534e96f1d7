import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** The repository root (this file is libs/server-kit/src/testing/fault-trial/). */
export const REPO_ROOT = path.resolve(__dirname, '../../../../..');

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Shutdown order: higher layers stop first. */
  layer: number;
  /** Part of the command line that identifies the process (for the run file's clean-up). */
  match: string;
}

export interface RestartPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxCrashes: number;
  windowMs: number;
}

export interface Supervised {
  process: ChildProcess;
  /** The current pid of a child (it changes with every restart). */
  pidOf(name: string): number;
  /** Lines the supervisor printed when it gave a child up (empty while all is well). */
  gaveUp: string[];
  stop(): Promise<void>;
}

/**
 * Runs the children under the Supervisor of `npm start` (infra/dev/supervisor.mjs) in a
 * plain ES-module process: the same restart-with-backoff the platform relies on, and a
 * run file with the children's current pids, so a test can SIGKILL the real process.
 */
export function supervise(
  children: ChildSpec[],
  opts: { runFile: string; restart?: Partial<RestartPolicy>; log?: (line: string) => void },
): Supervised {
  const supervisorUrl = new URL(`file://${path.join(REPO_ROOT, 'infra/dev/supervisor.mjs')}`).href;
  const script = `
    import { Supervisor } from ${JSON.stringify(supervisorUrl)};
    const supervisor = new Supervisor({ runFile: ${JSON.stringify(opts.runFile)}, cwd: ${JSON.stringify(REPO_ROOT)}, restart: ${JSON.stringify(opts.restart ?? {})} });
    supervisor.onUnexpectedExit = (name) => { console.log('GAVE UP ' + name); };
    for (const child of ${JSON.stringify(children)}) {
      supervisor.spawn(child.name, child.command, child.args, { env: { ...process.env, ...child.env }, layer: child.layer, match: child.match });
    }
    process.on('SIGTERM', async () => { await supervisor.stopAll(5000); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gaveUp: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (/GAVE UP/.test(line)) gaveUp.push(line);
      if (process.env.TEST_LOG || /GAVE UP/.test(line)) (opts.log ?? console.log)(line);
    });
  }
  return {
    process: child,
    gaveUp,
    pidOf(name) {
      const state = JSON.parse(readFileSync(opts.runFile, 'utf8')) as { children: Array<{ name: string; pid: number }> };
      const entry = state.children.find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`${name} is not supervised`);
      return entry.pid;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `node --import tsx services/<name>/src/main.ts`, as `npm start` runs a service. */
export const serviceCommand = (name: string) => ({
  command: process.execPath,
  args: ['--import', 'tsx', `services/${name}/src/main.ts`],
  match: `${name}/src/main.ts`,
});

/** True once the service at `port` answers /ready with 200. */
export const isReady = async (port: number): Promise<boolean> =>
  (await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null))?.status === 200;
