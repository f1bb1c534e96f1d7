import { isIP } from 'node:net';

/**
 * Connection strings and settings every service reads from its environment
 * (DESIGN.md §10). Secrets (keys) are never logged.
 */
export interface ServiceEnv {
  host: string;
  port: number;
  /** Absent: `runService` starts embedded PostgreSQL for this service. */
  databaseUrl?: string;
  natsUrl?: string;
  redisUrl?: string;
  /** PEM, Ed25519; every service verifies staff tokens with it. */
  jwtPublicKey: string;
  /** PEM, only the identity service signs tokens. */
  jwtPrivateKey?: string;
  production: boolean;
  /** Seed demo data on an empty database (never in production). */
  seedDemoData: boolean;
  logLevel: string;
  /** Folder for local state (embedded PostgreSQL data, uploads). */
  dataDir: string;
  /**
   * Addresses (or CIDR ranges) whose X-Forwarded-* headers the service believes: the
   * gateway's. Absent: loopback only, where the development gateway runs. Anyone else
   * reaching a service directly gets their socket address as request.ip, so they cannot
   * pick the IP that login throttling counts.
   */
  trustedProxies?: string[];
}

/** Where the development gateway runs (`npm start`): the same host. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a netmask like 255.255.0.0 — what proxy-addr accepts.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the gateway (in Kubernetes
 * the pod network, which the NetworkPolicies narrow to the gateway). A mistyped entry stops
 * the start instead of silently trusting nobody or everybody.
 */
export function parseTrustedProxies(raw: string | undefined): string[] {
  if (raw === undefined) return DEFAULT_TRUSTED_PROXIES;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) throw new Error(`Umgebungsvariable TRUSTED_PROXIES: ungültige Adresse ${invalid.join(', ')}`);
  return entries;
}

/** Fastify's trustProxy for a service: the trusted gateway addresses, never `true`. */
export function trustProxyOption(env: Pick<ServiceEnv, 'trustedProxies'>): string[] | false {
  const proxies = env.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  return proxies.length > 0 ? proxies : false;
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Umgebungsvariable ${name} fehlt.`);
  return value;
}

/** Reads `<SERVICE>_PORT`, `<SERVICE>_DATABASE_URL` (or DATABASE_URL), NATS_URL, REDIS_URL, JWT_* keys, TRUSTED_PROXIES. */
export function readServiceEnv(serviceName: string, defaultPort: number, env: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const prefix = serviceName.toUpperCase().replace(/-/g, '_');
  const production = env.NODE_ENV === 'production';
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env[`${prefix}_PORT`] ?? env.PORT ?? defaultPort),
    databaseUrl: env[`${prefix}_DATABASE_URL`] ?? env.DATABASE_URL,
    natsUrl: env.NATS_URL,
    redisUrl: env.REDIS_URL,
    jwtPublicKey: required('JWT_PUBLIC_KEY', env.JWT_PUBLIC_KEY?.replace(/\\n/g, '\n')),
    jwtPrivateKey: env.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    production,
    seedDemoData: !production && env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    dataDir: env.DATA_DIR ?? '.data',
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  };
}
