import type { ServerResponse } from 'node:http';
import { SIGNAGE_STREAM, signageEvents, type EventDefinition, type PlayerStreamEventName } from '@asp/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

interface DeviceStream {
  res: ServerResponse;
  deviceId: number;
  branch: number;
  keyHash: string;
}

/** What the push needs from the database (given by the service, so this file knows no SQL). */
export interface LivePushLookups {
  /** The TV's current key hash (null: none or deleted). */
  keyHash(deviceId: number): Promise<string | null>;
  /** The menu boards the TV shows now whose category is one of these, as `menu-board` frames. */
  menuBoards(deviceId: number, categories: number[]): Promise<Array<{ segment: number; menuBoard: unknown }>>;
}

const decoder = new TextDecoder();

const frame = (event: PlayerStreamEventName, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Server-Sent Events to the TVs (issue 16), built like the order screens' LiveUpdates:
 * every instance subscribes to `signage.>` (a plain subscription: each instance needs
 * every event for its own TVs) and turns the signage service's own events — written
 * through the outbox, so every instance sees them — into frames of the TVs' streams
 * (message shapes: `playerStreamEvents` in libs/contracts). A heartbeat event every
 * interval; each heartbeat also ends streams whose key was rotated.
 */
export class LivePush {
  private readonly streams = new Map<number, Set<DeviceStream>>();
  private subscription: Subscription | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lookups: LivePushLookups | null = null;
  /** Events are handled one after the other, so a TV receives pushes in event order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly nats: NatsConnection | null,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {}

  start(lookups: LivePushLookups): void {
    this.lookups = lookups;
    if (this.nats) {
      this.subscription = this.nats.subscribe(SIGNAGE_STREAM.subjects[0]!, {
        callback: (error, msg) => {
          if (error) return this.log.warn({ err: error }, 'signage live push: subscription error');
          const data = msg.data;
          this.queue = this.queue.then(() => this.onEvent(data)).catch((err) => this.log.warn({ err }, 'signage live push failed'));
        },
      });
    }
    this.heartbeat = setInterval(() => {
      for (const set of this.streams.values()) for (const stream of set) stream.res.write(frame('heartbeat', {}));
      void this.endStaleStreams();
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private async onEvent(data: Uint8Array): Promise<void> {
    let envelope: { id?: string; subject?: string; payload?: unknown };
    try {
      envelope = JSON.parse(decoder.decode(data)) as typeof envelope;
    } catch {
      return this.log.warn('signage live push: unreadable event');
    }
    const read = <S extends z.ZodType>(event: EventDefinition<S>): z.infer<S> | null => {
      if (envelope.subject !== event.subject) return null;
      const parsed = event.payload.safeParse(envelope.payload);
      return parsed.success ? parsed.data : null;
    };
    const command = read(signageEvents.command.changed);
    if (command) {
      this.send(command.device, frame('command', command.command, envelope.id));
      if (['show-scene', 'play-stream', 'black-screen'].includes(command.command.type)) {
        this.send(command.device, frame('playlist', { reason: 'command' }));
      }
      return;
    }
    const updated = read(signageEvents.device.updated);
    if (updated) {
      for (const stream of this.streams.get(updated.id) ?? []) stream.branch = updated.data.branch;
      return this.send(updated.id, frame('playlist', { reason: 'device' }, envelope.id));
    }
    const deleted = read(signageEvents.device.deleted);
    if (deleted) return this.endDevice(deleted.id);
    const rotated = read(signageEvents.deviceKey.changed);
    if (rotated) return this.endStaleStreams(rotated.device);
    for (const [reason, events] of [
      ['scene', signageEvents.scene],
      ['segment', signageEvents.segment],
      ['stream', signageEvents.stream],
    ] as const) {
      if (Object.values(events).some((event) => event.subject === envelope.subject)) {
        // Any TV may show it (through a stream, a scene or a command): each fetches its playlist again.
        const text = frame('playlist', { reason }, envelope.id);
        for (const deviceId of this.streams.keys()) this.send(deviceId, text);
        return;
      }
    }
    const boards = read(signageEvents.menuBoard.changed);
    if (boards && this.lookups) {
      for (const [deviceId, set] of this.streams) {
        if (boards.branch !== null && ![...set].some((stream) => stream.branch === boards.branch)) continue;
        for (const board of await this.lookups.menuBoards(deviceId, boards.categories)) this.send(deviceId, frame('menu-board', board));
      }
    }
  }

  private send(deviceId: number, text: string): void {
    for (const stream of this.streams.get(deviceId) ?? []) stream.res.write(text);
  }

  private endDevice(deviceId: number): void {
    for (const stream of this.streams.get(deviceId) ?? []) stream.res.end();
  }

  /** Ends streams opened with a key that is no longer the TV's (rotated, or the TV deleted). */
  async endStaleStreams(onlyDevice?: number): Promise<void> {
    if (!this.lookups) return;
    for (const [deviceId, set] of this.streams) {
      if (onlyDevice !== undefined && deviceId !== onlyDevice) continue;
      const current = await this.lookups.keyHash(deviceId).catch(() => undefined);
      if (current === undefined) continue; // database unreachable: check again at the next heartbeat
      for (const stream of set) if (stream.keyHash !== current) stream.res.end();
    }
  }

  /** Opens a TV's stream on a hijacked response; the first frame is `event: ready`. */
  attach(res: ServerResponse, device: { id: number; branch: number }, keyHash: string, headers: Record<string, string> = {}): void {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\n\n${frame('ready', { deviceId: device.id })}`);
    let set = this.streams.get(device.id);
    if (!set) this.streams.set(device.id, (set = new Set()));
    const stream: DeviceStream = { res, deviceId: device.id, branch: device.branch, keyHash };
    set.add(stream);
    res.on('close', () => {
      set.delete(stream);
      if (!set.size) this.streams.delete(device.id);
    });
  }

  /** Number of open streams of a TV. */
  count(deviceId: number): number {
    return this.streams.get(deviceId)?.size ?? 0;
  }

  /** Ends every stream (before the HTTP server closes). */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.subscription?.unsubscribe();
    for (const set of this.streams.values()) for (const stream of set) stream.res.end();
    this.streams.clear();
  }
}
