// Preparations of the one-command start that need nothing from node_modules:
// dependencies, the JWT key pair, free ports, waiting for HTTP endpoints.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Installs dependencies (scripts/install-deps.sh: npm ci, falling back to npm install) when node_modules is missing or older than package-lock.json; never through a linked node_modules. */
export function ensureDependencies(root, log) {
  const modules = path.join(root, 'node_modules');
  // A git worktree links node_modules to the main checkout's shared install. npm ci empties
  // node_modules through the link (it deletes the entries it reads there), wiping the shared
  // install under every other checkout — and a fresh worktree's package-lock.json is always
  // newer. So a linked install is never touched from here: its owner keeps it current.
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    log('node_modules ist ein Link auf eine gemeinsame Installation: keine Installation von hier aus.');
    return true;
  }
  const lock = path.join(root, 'package-lock.json');
  // npm writes this file at the end of every install: its age is the age of node_modules.
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return true;
  log(existsSync(installed) ? 'package-lock.json ist neuer als node_modules: npm ci …' : 'node_modules fehlt: npm ci …');
  const result = spawnSync('bash', [path.join(root, 'scripts/install-deps.sh')], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/**
 * The Ed25519 key pair staff tokens are signed with (identity) and verified with
 * (every service), generated once per data folder so sessions survive a restart.
 */
export function ensureJwtKeys(dataDir, log) {
  const dir = path.join(dataDir, 'keys');
  const privateFile = path.join(dir, 'jwt-ed25519.key.pem');
  const publicFile = path.join(dir, 'jwt-ed25519.pub.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    // The data folder stays traversable (the postgres OS user needs to reach its subfolder).
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privateFile, keys.privateKey, { mode: 0o600 });
    writeFileSync(publicFile, keys.publicKey, { mode: 0o644 });
    log(`neues JWT-Schlüsselpaar in ${dir}`);
  }
  return { privateKey: readFileSync(privateFile, 'utf8'), publicKey: readFileSync(publicFile, 'utf8') };
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Ports (of `{ name: port }`) already taken on 127.0.0.1 or ::1. */
export async function busyPorts(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port, '127.0.0.1')) || !(await portFree(port, '::1'))) busy.push(`${port} (${name})`);
  }
  return busy;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `url` answers 2xx; throws after `timeoutMs` or when `gaveUp()` says the process is gone. */
export async function waitForHttp(url, { timeoutMs, gaveUp = () => false }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'keine Antwort';
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`beendet, bevor ${url} antwortete`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} antwortet nach ${Math.round(timeoutMs / 1000)} s nicht (${last})`);
}
