import type { ServerResponse } from 'node:http';
import { ORDER_EVENTS_SUBJECT, type Order, type PublicOrder } from '@asp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { screenView } from './order-screens/screen-view';
import { publicView } from './public-view';

interface Client {
  res: ServerResponse;
  /** updatedAt of the last order pushed: an older event arriving late is not pushed. */
  last: string;
  /** The last order sent, as JSON: an event that changes nothing visible (e.g. `placed` right after connecting) is not repeated. */
  lastJson: string;
}

interface ScreenStream {
  res: ServerResponse;
  keyHash: string;
}

const decoder = new TextDecoder();

/**
 * Server-Sent Events for the status page (DESIGN.md §6 "Live updates … come from events"):
 * every instance subscribes to `orders.order.*` on NATS (a plain subscription — every
 * instance needs every event for its own clients, nothing is acknowledged) and pushes
 * the public view of the order carried by the event to that order's open streams. Each
 * stream gets a heartbeat comment every 15 s so proxies keep it open. The status page
 * keeps its 10-second polling as the fallback.
 *
 * The same subscription feeds the order screens of a branch (issue 12): every order event
 * is pushed, in the screens' view, to the open streams of the order's branch.
 */
export class LiveUpdates {
  private readonly clients = new Map<number, Set<Client>>();
  /** Order-screen streams by branch id, each with the hash of the key it was opened with. */
  private readonly screens = new Map<number, Set<ScreenStream>>();
  /** The branch's current key hash (null: none); set by the routes, used to end streams of a rotated key. */
  private currentKeyHash: ((branchId: number) => Promise<string | null>) | null = null;
  private subscription: Subscription | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly nats: NatsConnection | null,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {}

  start(): void {
    if (this.nats) {
      this.subscription = this.nats.subscribe(ORDER_EVENTS_SUBJECT, {
        callback: (error, msg) => {
          if (error) return this.log.warn({ err: error }, 'live updates: subscription error');
          this.onEvent(msg.data);
        },
      });
    }
    this.heartbeat = setInterval(() => {
      this.broadcast(': heartbeat\n\n');
      void this.endStaleScreens();
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private onEvent(data: Uint8Array): void {
    try {
      const envelope = JSON.parse(decoder.decode(data)) as { id?: string; payload?: { id?: number; data?: Order } };
      const order = envelope.payload?.data;
      if (!order || typeof order.id !== 'number') return;
      this.push(order.id, publicView(order), envelope.id);
      this.pushToScreens(order, envelope.id);
    } catch (error) {
      this.log.warn({ err: error }, 'live updates: unreadable order event');
    }
  }

  /** Sends the order to every open stream of it (unless a stream already has a newer state). */
  push(orderId: number, order: PublicOrder, eventId?: string): void {
    const clients = this.clients.get(orderId);
    if (!clients) return;
    const json = JSON.stringify(order);
    for (const client of clients) {
      if (order.updatedAt < client.last || json === client.lastJson) continue;
      client.last = order.updatedAt;
      client.lastJson = json;
      client.res.write(frame(json, eventId));
    }
  }

  /**
   * Sends the changed order to every screen of its branch. Screens merge by id and keep
   * the newer `updatedAt`, so a late or repeated event does no harm there.
   */
  pushToScreens(order: Order, eventId?: string): void {
    const streams = this.screens.get(order.branch.id);
    if (!streams?.size) return;
    const text = frame(JSON.stringify(screenView(order)), eventId);
    for (const stream of streams) stream.res.write(text);
  }

  /**
   * Opens a branch's order-screen stream on a hijacked response. The first frame is
   * `event: ready`: the screen then loads its list (the resync after every reconnect),
   * and from here on receives each changed order as `event: order`.
   */
  attachScreen(res: ServerResponse, branchId: number, keyHash: string, headers: Record<string, string> = {}): void {
    openStream(res, headers);
    res.write('event: ready\ndata: {}\n\n');
    let set = this.screens.get(branchId);
    if (!set) this.screens.set(branchId, (set = new Set()));
    const stream = { res, keyHash };
    set.add(stream);
    res.on('close', () => {
      set.delete(stream);
      if (!set.size) this.screens.delete(branchId);
    });
  }

  /** How to read a branch's current key hash; with it, every heartbeat ends the streams of a rotated key. */
  checkScreenKeysWith(lookup: (branchId: number) => Promise<string | null>): void {
    this.currentKeyHash = lookup;
  }

  /**
   * Ends the screen streams whose key is no longer the branch's (rotated by an admin, or
   * the branch deleted): their screens reconnect, are refused with 401 and say so. One
   * query per branch with open screens, once per heartbeat.
   */
  async endStaleScreens(): Promise<void> {
    if (!this.currentKeyHash) return;
    for (const [branchId, set] of this.screens) {
      const current = await this.currentKeyHash(branchId).catch(() => undefined);
      if (current === undefined) continue; // database unreachable: keep the streams, check again later
      for (const stream of set) if (stream.keyHash !== current) stream.res.end();
    }
  }

  /** Number of open order-screen streams of a branch. */
  screenCount(branchId: number): number {
    return this.screens.get(branchId)?.size ?? 0;
  }

  /** Opens the event stream on a hijacked response and sends the current state first. */
  attach(res: ServerResponse, order: PublicOrder, headers: Record<string, string> = {}): void {
    openStream(res, headers);
    const json = JSON.stringify(order);
    const client: Client = { res, last: order.updatedAt, lastJson: json };
    res.write(frame(json));
    let set = this.clients.get(order.id);
    if (!set) this.clients.set(order.id, (set = new Set()));
    set.add(client);
    res.on('close', () => {
      set.delete(client);
      if (!set.size) this.clients.delete(order.id);
    });
  }

  /** Number of open streams (of one order, or all). */
  count(orderId?: number): number {
    if (orderId !== undefined) return this.clients.get(orderId)?.size ?? 0;
    let total = 0;
    for (const set of this.clients.values()) total += set.size;
    return total;
  }

  private broadcast(text: string): void {
    for (const set of this.clients.values()) for (const client of set) client.res.write(text);
    // Screens get theirs as an event: EventSource hides comments, and a screen must notice a silent stream.
    for (const set of this.screens.values()) for (const stream of set) stream.res.write('event: heartbeat\ndata: {}\n\n');
  }

  /** Ends every stream (before the HTTP server closes, which would otherwise wait for them). */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.subscription?.unsubscribe();
    for (const set of this.clients.values()) for (const client of set) client.res.end();
    this.clients.clear();
    for (const set of this.screens.values()) for (const stream of set) stream.res.end();
    this.screens.clear();
  }
}

function openStream(res: ServerResponse, headers: Record<string, string>): void {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  // The browser's EventSource waits this long before reconnecting by itself.
  res.write('retry: 5000\n\n');
}

function frame(json: string, eventId?: string): string {
  return `${eventId ? `id: ${eventId}\n` : ''}event: order\ndata: ${json}\n\n`;
}
