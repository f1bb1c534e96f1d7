import { z } from 'zod';
import raw from './platform.json';

/**
 * The platform manifest (platform.json): every service, remote and port written once.
 * The gateway's route table and remote registry come from here; the plain-JS tools
 * (start script, webpack configs, static servers, e2e, Kubernetes generator) read the
 * same JSON through infra/dev/platform-manifest.js. Parsing it here is what checks it:
 * the contracts tests fail on a malformed entry before anything runs with it.
 */
const port = z.number().int().min(1024).max(65535);

const serviceSchema = z.object({
  /** Folder under services/; also the Kubernetes name, `<NAME>_URL` and database `asp_<name>`. */
  name: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/),
  /** Fixed dev port; the gateway's default upstream is http://127.0.0.1:<port>. */
  port,
  /** false: planned (no folder yet): routed and deployed, but `npm start` does not start it. */
  built: z.boolean(),
  /** Path prefixes the gateway forwards to it; a prefix covers itself and everything below it. */
  prefixes: z.array(z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/)).min(1),
  /** What its Kubernetes manifest needs beyond the common template. */
  deploy: z
    .object({
      /** Mounts the JWT private key (only identity signs staff tokens). */
      signsTokens: z.boolean().optional(),
      /** Sends customer mail and SMS: reads the optional Secret `asp-messaging` (SMTP_URL, SMS_GATEWAY_TOKEN). */
      sendsMessages: z.boolean().optional(),
      /** Asks an AI provider for text and images: reads the optional Secret `asp-content-ai` (CONTENT_AI_BASE_URL, CONTENT_AI_MODEL, CONTENT_AI_API_KEY, CONTENT_AI_IMAGE_*). */
      aiProvider: z.boolean().optional(),
      /** Keeps files on a ReadWriteOnce volume of this size: one pod, Recreate strategy. */
      dataVolume: z
        .string()
        .regex(/^\d+[GM]i$/)
        .optional(),
    })
    .strict()
    .optional(),
});

const remoteSchema = z.object({
  /** Module federation name: the key of /remotes.json and the container's global name. */
  name: z.string().regex(/^mf_[a-z0-9_]+$/),
  /** App folder, also dist/<folder> and /remotes/<folder>/ in production. */
  folder: z.string().regex(/^mf-[a-z0-9-]+$/),
  /** Port of its own static server on the dev platform. */
  port,
});

const unique = <T>(items: readonly T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

export const platformManifestSchema = z
  .object({
    gateway: z.object({ port }),
    shell: z.object({ folder: z.literal('shell'), port }),
    infrastructure: z.object({
      postgres: port,
      nats: port,
      redis: port,
      /** The development network printer the devices service runs (127.0.0.1, raw TCP). */
      virtualPrinter: port,
      /** MailDev's SMTP port: `npm start` runs it when no SMTP_URL is set; the orders service sends there. */
      mailSmtp: port,
      /** MailDev's web inbox (http://localhost:<mailWeb>). */
      mailWeb: port,
    }),
    services: z.array(serviceSchema).min(1),
    remotes: z.array(remoteSchema).min(1),
  })
  .refine((m) => unique(m.services, (s) => s.name), { message: 'Dienstnamen müssen eindeutig sein.' })
  .refine((m) => unique(m.remotes, (r) => r.name) && unique(m.remotes, (r) => r.folder), {
    message: 'Remote-Namen und -Ordner müssen eindeutig sein.',
  })
  .refine((m) => m.remotes.every((r) => r.name === r.folder.replace(/-/g, '_')), {
    message: 'Der Remote-Name ist der Ordnername mit _ statt -.',
  })
  .refine(
    (m) =>
      unique(
        m.services.flatMap((s) => s.prefixes),
        (p) => p,
      ),
    { message: 'Ein Pfad-Präfix gehört genau einem Dienst.' },
  )
  .refine(
    (m) =>
      unique(
        [
          m.gateway.port,
          m.shell.port,
          ...Object.values(m.infrastructure),
          ...m.services.map((s) => s.port),
          ...m.remotes.map((r) => r.port),
        ],
        (p) => p,
      ),
    { message: 'Jeder Port darf nur einmal vorkommen.' },
  );

export type PlatformManifest = z.infer<typeof platformManifestSchema>;
export type PlatformService = PlatformManifest['services'][number];
export type PlatformRemote = PlatformManifest['remotes'][number];

export const platformManifest: PlatformManifest = platformManifestSchema.parse(raw);

/** `time-tracking` → `asp_time_tracking`: each service's own PostgreSQL database. */
export const serviceDatabaseName = (service: string) => `asp_${service.replace(/-/g, '_')}`;

/** A service's fixed port from the manifest (its `defaultPort`); throws for a name the manifest lacks. */
export function servicePort(service: string): number {
  const entry = platformManifest.services.find((candidate) => candidate.name === service);
  if (!entry) throw new Error(`Dienst ${service} steht nicht in libs/contracts/src/platform.json.`);
  return entry.port;
}
