/**
 * The analytics queue (website.md §6 "Analytics", storefront.md §7): entries are taken
 * only after the cookie banner was accepted, queued, and flushed once a second in one
 * `POST /api/analytics-log` with `{ entries: [...] }`.
 */

/** One analytics-log entry (document 1 §3: type, action, category, data). */
export interface AnalyticsEntry {
  /** init (device), event, pageview, addtocart, initiatecheckout, purchase (contracts: analyticsLogTypes). */
  type: string;
  action: string;
  category: string;
  data: Record<string, unknown> | null;
}

export const ANALYTICS_FLUSH_MS = 1000;
/** Entries per call (the service takes at most ANALYTICS_MAX_ENTRIES of contracts). */
export const ANALYTICS_BATCH_SIZE = 100;
/** A page that cannot reach the server keeps at most this many entries (oldest dropped). */
export const ANALYTICS_MAX_QUEUED = 500;

interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AnalyticsQueueOptions {
  send(entries: AnalyticsEntry[]): Promise<void>;
  hasConsent(): boolean;
  /** Whether a failed batch is worth sending again (network, 5xx, 429); others are dropped. */
  isRetryable?(error: unknown): boolean;
  intervalMs?: number;
  batchSize?: number;
  maxQueued?: number;
  timers?: Timers;
}

const defaultTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export class AnalyticsQueue {
  private entries: AnalyticsEntry[] = [];
  private timer: unknown = null;
  private inFlight: Promise<number> | null = null;
  private readonly options: Required<Omit<AnalyticsQueueOptions, 'timers'>> & { timers: Timers };

  constructor(options: AnalyticsQueueOptions) {
    this.options = {
      isRetryable: () => true,
      intervalMs: ANALYTICS_FLUSH_MS,
      batchSize: ANALYTICS_BATCH_SIZE,
      maxQueued: ANALYTICS_MAX_QUEUED,
      timers: defaultTimers,
      ...options,
    };
  }

  /** Entries waiting for the next flush. */
  get size(): number {
    return this.entries.length;
  }

  /** Queues an entry; without consent nothing is kept (returns false). */
  push(entry: AnalyticsEntry): boolean {
    if (!this.options.hasConsent()) return false;
    this.entries.push(entry);
    this.trim();
    this.start();
    return true;
  }

  /**
   * Sends what is queued as one batch (up to batchSize; the rest goes a second later);
   * resolves to the number sent (0 when nothing was queued or a flush is already
   * running). A retryable failure puts the batch back in front of what arrived meanwhile.
   */
  flush(): Promise<number> {
    if (this.inFlight) return Promise.resolve(0);
    if (this.entries.length === 0) {
      this.stop();
      return Promise.resolve(0);
    }
    const batch = this.entries.slice(0, this.options.batchSize);
    this.entries = this.entries.slice(batch.length);
    this.inFlight = this.options
      .send(batch)
      .then(
        () => batch.length,
        (error: unknown) => {
          if (this.options.isRetryable(error)) {
            this.entries = [...batch, ...this.entries];
            this.trim();
          }
          return 0;
        },
      )
      .finally(() => {
        this.inFlight = null;
        if (this.entries.length === 0) this.stop();
      });
    return this.inFlight;
  }

  /** Starts the one-second flush timer (idempotent); it stops itself once the queue is empty. */
  start(): void {
    if (this.timer !== null) return;
    this.timer = this.options.timers.setInterval(() => void this.flush(), this.options.intervalMs);
  }

  stop(): void {
    if (this.timer === null) return;
    this.options.timers.clearInterval(this.timer);
    this.timer = null;
  }

  private trim(): void {
    const excess = this.entries.length - this.options.maxQueued;
    if (excess > 0) this.entries.splice(0, excess);
  }
}
