import type { ServerResponse } from 'node:http';
import { stockEvents, type BranchStock } from '@asp/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';

const decoder = new TextDecoder();

/**
 * Live stock for the shop (issue 13): every instance subscribes to `orders.stock.changed`
 * (a plain subscription, like live-updates.ts: each instance needs every event for its own
 * clients) and pushes each change to the open streams of that branch as `event: stock-item`
 * with `{ product, soldOut, remaining }`. A stream starts with `event: stock`, the branch's
 * whole stock of today, so a reconnect resynchronises. A heartbeat comment every interval
 * keeps proxies from closing idle streams.
 */
export class StockLiveUpdates {
  private readonly streams = new Map<number, Set<ServerResponse>>();
  private subscription: Subscription | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly nats: NatsConnection | null,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {}

  start(): void {
    if (this.nats) {
      this.subscription = this.nats.subscribe(stockEvents.changed.subject, {
        callback: (error, msg) => {
          if (error) return this.log.warn({ err: error }, 'stock live updates: subscription error');
          this.onEvent(msg.data);
        },
      });
    }
    this.heartbeat = setInterval(() => {
      for (const set of this.streams.values()) for (const res of set) res.write(': heartbeat\n\n');
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private onEvent(data: Uint8Array): void {
    const envelope = (() => {
      try {
        return JSON.parse(decoder.decode(data)) as { id?: string; payload?: unknown };
      } catch {
        return null;
      }
    })();
    const parsed = stockEvents.changed.payload.safeParse(envelope?.payload);
    if (!parsed.success) return this.log.warn('stock live updates: unreadable stock event');
    const { branch, ...item } = parsed.data;
    const set = this.streams.get(branch);
    if (!set?.size) return;
    const text = `${envelope?.id ? `id: ${envelope.id}\n` : ''}event: stock-item\ndata: ${JSON.stringify(item)}\n\n`;
    for (const res of set) res.write(text);
  }

  /** Opens a branch's stream on a hijacked response and sends its current stock first. */
  attach(res: ServerResponse, stock: BranchStock, headers: Record<string, string> = {}): void {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\n\nevent: stock\ndata: ${JSON.stringify(stock)}\n\n`);
    let set = this.streams.get(stock.branch);
    if (!set) this.streams.set(stock.branch, (set = new Set()));
    set.add(res);
    res.on('close', () => {
      set.delete(res);
      if (!set.size) this.streams.delete(stock.branch);
    });
  }

  /** Number of open streams of a branch. */
  count(branchId: number): number {
    return this.streams.get(branchId)?.size ?? 0;
  }

  /** Ends every stream (before the HTTP server closes). */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.subscription?.unsubscribe();
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
  }
}
