// NATS and Redis come from the system's packages (DESIGN.md §10): found on PATH or in
// the usual sbin folders, installed with apt-get when missing and we may (root, or
// sudo without a password), otherwise a message that names exactly what to install.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** Debian package → binary it provides. */
export const SYSTEM_PACKAGES = { 'nats-server': 'nats-server', 'redis-server': 'redis-server' };

export function findBinary(name) {
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
  return null;
}

function installer() {
  if (!findBinary('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (findBinary('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return null;
}

function run(prefix, args, log) {
  const [command, ...rest] = [...prefix, ...args];
  log(`$ ${[command, ...rest].join(' ')}`);
  const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/**
 * @returns {{ ok: true, binaries: Record<string, string> } | { ok: false, message: string }}
 */
export function ensureSystemPackages(log) {
  const missing = Object.keys(SYSTEM_PACKAGES).filter((pkg) => !findBinary(SYSTEM_PACKAGES[pkg]));
  if (missing.length) {
    const prefix = process.env.ASP_NO_INSTALL ? null : installer();
    if (!prefix) {
      return {
        ok: false,
        message:
          `${missing.join(' und ')} ${missing.length > 1 ? 'fehlen' : 'fehlt'}. Bitte installieren und dann erneut \`npm start\`:\n\n` +
          `    sudo apt-get install -y ${missing.join(' ')}\n\n` +
          `(Als root — oder mit sudo ohne Passwort — installiert \`npm start\` sie selbst; ohne apt-get: NATS von https://nats.io, Redis von https://redis.io.)`,
      };
    }
    log(`installiere ${missing.join(', ')} aus den Paketen des Systems …`);
    const installed =
      run(prefix, ['apt-get', 'update'], log) && run(prefix, ['apt-get', 'install', '-y', '--no-install-recommends', ...missing], log);
    const stillMissing = missing.filter((pkg) => !findBinary(SYSTEM_PACKAGES[pkg]));
    if (!installed || stillMissing.length) {
      return {
        ok: false,
        message: `Die Installation von ${missing.join(' und ')} ist fehlgeschlagen. Bitte von Hand installieren:\n\n    sudo apt-get install -y ${missing.join(' ')}`,
      };
    }
  }
  return { ok: true, binaries: Object.fromEntries(Object.values(SYSTEM_PACKAGES).map((bin) => [bin, findBinary(bin)])) };
}
