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
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Umgebungsvariable ${name} fehlt.`);
  return value;
}

/** Reads `<SERVICE>_PORT`, `<SERVICE>_DATABASE_URL` (or DATABASE_URL), NATS_URL, REDIS_URL, JWT_* keys. */
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
  };
}
