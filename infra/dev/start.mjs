#!/usr/bin/env node
// `npm start`: the whole platform with demo data on one machine (DESIGN.md §10).
//
//   node infra/dev/start.mjs [--data-dir <dir>] [--fresh] [--no-build]
//
// 1. npm ci if node_modules is missing or older than package-lock.json
// 2. nats-server and redis-server from the system's packages (installed if missing and permitted)
// 3. the data folder (.data, or --data-dir / DATA_DIR) with a JWT key pair generated once
// 4. embedded PostgreSQL, NATS JetStream and Redis, data kept in the data folder; MailDev
//    (SMTP and web inbox, infra/dev/mail-catcher.mjs) unless SMTP_URL names a mail server
// 5. the web apps built if stale (infra/dev/build-web.mjs), unless --no-build
// 6. every service that exists (services/<name>/src/main.ts), each with its own database;
//    they migrate and seed demo data themselves on an empty database
// 7. one static server per remote, then the gateway on 8080 (shell, /api, /remotes.json)
// Names and ports: the platform manifest (libs/contracts/src/platform.json).
// Ctrl-C (or SIGTERM) stops everything in reverse order. A child that dies is started
// again with growing delays while the rest keeps serving (the gateway answers the missing
// service's routes with its German 503); only one that keeps crashing (more than 5 times
// in 60 s) stops it all (except a remote's static server: a remote being down is a state
// the shell shows).
//
// Uses nothing from node_modules itself: it must run before `npm ci`.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyPorts, ensureDependencies, ensureJwtKeys, waitForHttp } from './platform-setup.mjs';
import { PORTS, remotePorts as REMOTE_PORTS, servicePorts as SERVICE_PORTS, databaseName, envPrefix } from './platform-manifest.js';
import { cleanUpAfterPreviousRun, Supervisor } from './supervisor.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

// Ports of infrastructure, gateway, services and remotes: the platform manifest
// (libs/contracts/src/platform.json), which the gateway's route table reads as well.
const DEMO_LOGINS = ['admin / demo1234 (Administrator)', 'verkauf / demo1234 (Verkauf, Filialen)'];
// The demo TVs of Konstanz and their fixed device keys: the same as DEMO_TVS in services/signage/src/seed.ts.
const DEMO_TVS = ['/signage/tv-konstanz-theke/demo-tv-theke-k7Qm2xP9', '/signage/tv-konstanz-fenster/demo-tv-fenster-R4vN8sL2'];
// The Konstanz punch terminal's demo access token (services/time-tracking/src/config.ts DEMO_TERMINAL_TOKEN).
const DEMO_TERMINAL_TOKEN = 'demo-terminal-konstanz';
// Without SMTP_URL every mail of the shop goes to the local MailDev (issue 12).
const RUN_MAIL_CATCHER = !process.env.SMTP_URL;
const SMTP_URL = process.env.SMTP_URL || `smtp://127.0.0.1:${PORTS.mailSmtp}`;

// ---------------------------------------------------------------- options
function parseArgs(argv) {
  const options = { dataDir: process.env.DATA_DIR || '.data', fresh: false, build: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--fresh') options.fresh = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--data-dir' && argv[i + 1]) options.dataDir = argv[(i += 1)];
    else if (arg.startsWith('--data-dir=')) options.dataDir = arg.slice('--data-dir='.length);
    else {
      console.error(`Unbekannte Option ${arg}. Aufruf: node infra/dev/start.mjs [--data-dir <Ordner>] [--fresh] [--no-build]`);
      process.exit(2);
    }
  }
  options.dataDir = path.resolve(root, options.dataDir);
  return options;
}

const options = parseArgs(process.argv.slice(2));
const supervisor = new Supervisor({ runFile: path.join(options.dataDir, 'run', 'platform.json'), cwd: root });
const log = (line) => supervisor.log('start', line);
const shown = (dir) => (dir.startsWith(root + path.sep) ? path.relative(root, dir) : dir);
const fail = (message) => {
  supervisor.log('start', message, process.stderr);
  process.exit(1);
};

// ---------------------------------------------------------------- shutdown
let shuttingDown = null;
let firstSignalAt = 0;
let buildChild = null;

function shutdown(code, message) {
  shuttingDown ??= (async () => {
    if (message) supervisor.log('start', message, process.stderr);
    buildChild?.kill('SIGTERM');
    log('stoppe die Plattform …');
    await supervisor.stopAll();
    log('alles gestoppt.');
    process.exit(code);
  })();
  return shuttingDown;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // npm forwards the terminal's Ctrl-C as well: a second signal right away is the same one.
    if (shuttingDown) {
      if (Date.now() - firstSignalAt > 1500) {
        log('sofort beendet (zweites Strg+C).');
        supervisor.killAll();
        process.exit(130);
      }
      return;
    }
    firstSignalAt = Date.now();
    void shutdown(0);
  });
}

supervisor.onUnexpectedExit = (name, code, signal) => {
  void shutdown(1, `✗ ${name} stürzt immer wieder ab (zuletzt ${signal ?? `Code ${code}`}). Die Plattform wird gestoppt.`);
};
// A remote that is down is a state the shell handles (German error with retry, DESIGN.md §9),
// so its static server ending is reported but does not take the rest down.
supervisor.onOptionalExit = (name, code, signal) => {
  supervisor.log(
    'start',
    `✗ ${name} stürzt immer wieder ab (${signal ?? `Code ${code}`}); die Shell zeigt dafür ihre Fehlermeldung, der Rest läuft weiter.`,
    process.stderr,
  );
};

// ---------------------------------------------------------------- steps
function nodeWithTsx(file) {
  // One process per service (no tsx wrapper process): signals reach the service itself.
  return [process.execPath, ['--import', 'tsx', file]];
}

function existingServices() {
  const dir = path.join(root, 'services');
  return readdirSync(dir)
    .filter((name) => name !== 'gateway' && existsSync(path.join(dir, name, 'src', 'main.ts')))
    .filter((name) => {
      if (SERVICE_PORTS[name]) return true;
      log(`services/${name} steht nicht in libs/contracts/src/platform.json und wird nicht gestartet.`);
      return false;
    })
    .sort((a, b) => SERVICE_PORTS[a] - SERVICE_PORTS[b]);
}

function buildWebApps() {
  if (!existsSync(path.join(root, 'infra/dev/build-web.mjs'))) {
    log('infra/dev/build-web.mjs fehlt: die Web-Apps werden nicht gebaut.');
    return Promise.resolve(true);
  }
  log('Web-Apps bauen (nur was sich geändert hat) …');
  return new Promise((resolve) => {
    buildChild = spawn(process.execPath, ['infra/dev/build-web.mjs'], { cwd: root, stdio: 'inherit' });
    buildChild.on('exit', (code) => {
      buildChild = null;
      resolve(code === 0);
    });
  });
}

function gone(name) {
  const entry = supervisor.children.find((child) => child.name === name);
  return () => !entry || entry.child.exitCode !== null || entry.child.signalCode !== null;
}

async function startInfrastructure(binaries, dataDir) {
  const [node, tsxArgs] = nodeWithTsx('infra/dev/postgres.ts');
  // infra/dev/postgres.ts prints "postgres bereit" once it accepts connections.
  const pg = supervisor.spawn('postgres', node, [...tsxArgs, path.join(dataDir, 'postgres'), String(PORTS.postgres)], {
    layer: 0,
    match: 'postgres.ts',
    ready: /postgres bereit/,
  });
  const natsDir = path.join(dataDir, 'nats');
  const nats = supervisor.spawn('nats', binaries['nats-server'], ['-js', '-a', '127.0.0.1', '-p', String(PORTS.nats), '-sd', natsDir], {
    layer: 0,
    match: 'nats-server',
    ready: /Server is ready/,
    filter: (line) => !/\[INF\]/.test(line) || process.env.LOG_LEVEL === 'debug',
  });
  const redisDir = path.join(dataDir, 'redis');
  mkdirSync(natsDir, { recursive: true });
  mkdirSync(redisDir, { recursive: true });
  // Persisted (RDB every minute plus append-only file): a restart loses no queued job.
  const redis = supervisor.spawn(
    'redis',
    binaries['redis-server'],
    ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '60 1', '--appendonly', 'yes'],
    {
      layer: 0,
      match: 'redis-server',
      ready: /Ready to accept connections/,
      // Only problems (the container-typical overcommit advice is not one here).
      filter: (line) => (/error|fail|can't|cannot/i.test(line) && !/overcommit/.test(line)) || process.env.LOG_LEVEL === 'debug',
    },
  );
  const within = (promise, ms, what) =>
    Promise.race([
      promise,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} startet nicht innerhalb von ${ms / 1000} s`)), ms)),
    ]);
  const waits = [within(pg.ready, 90_000, 'PostgreSQL'), within(nats.ready, 30_000, 'NATS'), within(redis.ready, 30_000, 'Redis')];
  if (RUN_MAIL_CATCHER) {
    // Not critical: without it mails fail (visibly, in the notification rows), the shop keeps running.
    const maildev = supervisor.spawn('maildev', process.execPath, ['infra/dev/mail-catcher.mjs', '--dir', path.join(dataDir, 'maildev')], {
      env: process.env,
      layer: 0,
      match: 'mail-catcher.mjs',
      ready: /maildev bereit/,
      critical: false,
    });
    waits.push(within(maildev.ready, 30_000, 'MailDev').catch((error) => log(`✗ ${error.message}: Mails an Kunden schlagen fehl.`)));
  }
  await Promise.all(waits);
}

async function startServices(services, keys, dataDir) {
  const databaseUrl = (name) => `postgres://postgres:postgres@127.0.0.1:${PORTS.postgres}/${databaseName(name)}`;
  for (const name of services) {
    const env = {
      ...process.env,
      [`${envPrefix(name)}_PORT`]: String(SERVICE_PORTS[name]),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(name),
      NATS_URL: `nats://127.0.0.1:${PORTS.nats}`,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      SMTP_URL,
      JWT_PUBLIC_KEY: keys.publicKey,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    };
    // Only identity signs tokens; the others never see the private key.
    if (name === 'identity') env.JWT_PRIVATE_KEY = keys.privateKey;
    else delete env.JWT_PRIVATE_KEY;
    // The devices service runs the virtual network printer the seeded receipt printer points at.
    if (name === 'devices') env.VIRTUAL_PRINTER_PORT = String(PORTS.virtualPrinter);
    supervisor.spawn(name, ...nodeWithTsx(`services/${name}/src/main.ts`), { env, layer: 1, match: `services/${name}/src/main.ts` });
  }
  // First start: migrations, argon2 hashes of the demo users and the seed take a while.
  await Promise.all(
    services.map((name) =>
      waitForHttp(`http://127.0.0.1:${SERVICE_PORTS[name]}/ready`, { timeoutMs: 240_000, gaveUp: gone(name) }).then(() =>
        log(`✓ ${name} bereit auf Port ${SERVICE_PORTS[name]}`),
      ),
    ),
  );
}

async function startRemoteServers() {
  if (!existsSync(path.join(root, 'infra/dev/static-server.mjs'))) {
    log('infra/dev/static-server.mjs fehlt: die Remotes werden nicht ausgeliefert.');
    return;
  }
  const started = [];
  for (const [folder, port] of Object.entries(REMOTE_PORTS)) {
    if (!existsSync(path.join(root, 'dist', folder, 'mf-manifest.json'))) {
      log(`dist/${folder} ist nicht gebaut: ${folder} wird nicht ausgeliefert (npm run build:web).`);
      continue;
    }
    supervisor.spawn(folder, process.execPath, ['infra/dev/static-server.mjs', folder, '--port', String(port)], {
      env: process.env,
      layer: 2,
      match: 'static-server.mjs',
      critical: false,
    });
    started.push([folder, port]);
  }
  await Promise.all(
    started.map(([folder, port]) => waitForHttp(`http://localhost:${port}/mf-manifest.json`, { timeoutMs: 30_000, gaveUp: gone(folder) })),
  );
}

async function startGateway() {
  supervisor.spawn('gateway', ...nodeWithTsx('services/gateway/src/main.ts'), {
    env: {
      ...process.env,
      GATEWAY_PORT: String(PORTS.gateway),
      WEB_DIST_DIR: path.join(root, 'dist'),
      // Rate-limit counters, as in the cluster where the replicas share them.
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    layer: 3,
    match: 'services/gateway/src/main.ts',
  });
  await waitForHttp(`http://127.0.0.1:${PORTS.gateway}/health`, { timeoutMs: 60_000, gaveUp: gone('gateway') });
}

// ---------------------------------------------------------------- main
async function main() {
  if (!ensureDependencies(root, log)) fail('npm ci ist fehlgeschlagen.');
  const packages = ensureSystemPackages(log);
  if (!packages.ok) fail(packages.message);

  const running = await cleanUpAfterPreviousRun(supervisor.runFile, log);
  if (running) fail(`Die Plattform läuft bereits mit diesem Datenordner (PID ${running}). Erst dort mit Strg+C beenden.`);
  if (options.fresh) {
    const relative = path.relative(options.dataDir, root);
    // Never the checkout itself or a folder above it.
    if (relative === '' || !relative.startsWith('..') || options.dataDir === path.parse(options.dataDir).root) {
      fail(`--fresh löscht den Datenordner, aber ${options.dataDir} enthält das Projekt.`);
    }
    log(`--fresh: lösche ${shown(options.dataDir)}`);
    rmSync(options.dataDir, { recursive: true, force: true });
  }

  const services = existingServices();
  const { mailSmtp, mailWeb, ...platformPorts } = PORTS;
  const mailPorts = RUN_MAIL_CATCHER ? { mailSmtp, mailWeb } : {};
  const busy = await busyPorts({
    ...platformPorts,
    ...mailPorts,
    ...Object.fromEntries(services.map((name) => [name, SERVICE_PORTS[name]])),
    ...REMOTE_PORTS,
  });
  if (busy.length)
    fail(`Port belegt: ${busy.join(', ')}. Läuft die Plattform (oder etwas anderes) schon? Erst beenden, dann erneut starten.`);

  const keys = ensureJwtKeys(options.dataDir, log);
  if (options.build && !(await buildWebApps())) fail('Der Bau der Web-Apps ist fehlgeschlagen (Ausgabe oben).');
  if (shuttingDown) return;

  log(`Daten in ${shown(options.dataDir)}; starte PostgreSQL, NATS, Redis …`);
  await startInfrastructure(packages.binaries, options.dataDir);
  log(`starte ${services.join(', ')} …`);
  await startServices(services, keys, options.dataDir);
  await startRemoteServers();
  await startGateway();

  const banner = [
    '',
    `Plattform läuft: http://localhost:${PORTS.gateway} (Shop: /, Backoffice: /backend)`,
    `Demo-Zugänge: ${DEMO_LOGINS.join(', ')}`,
    `Demo-TVs (Signage-Player): ${DEMO_TVS.map((tv) => `http://localhost:${PORTS.gateway}${tv}`).join(', ')}`,
    `Stempel-Terminal Konstanz: Schlüssel ${DEMO_TERMINAL_TOKEN} (z. B. /api/time-tracking/${DEMO_TERMINAL_TOKEN}/konstanz/me)`,
    RUN_MAIL_CATCHER ? `Mails an Kunden (MailDev): http://localhost:${PORTS.mailWeb}` : `Mails gehen an SMTP_URL.`,
    'Beenden mit Strg+C.',
    '',
  ];
  for (const line of banner) console.log(line);
}

main().catch((error) => {
  if (!shuttingDown) void shutdown(1, `✗ Start fehlgeschlagen: ${error.message}`);
});
