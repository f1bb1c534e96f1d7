import { connect, type NatsConnection } from '@nats-io/transport-node';

/** The part of a pino/Fastify logger the listener writes to. */
export interface ListenerLog {
  warn(object: object, message: string): void;
}

export interface NatsListenerOptions {
  /** NATS_URL. */
  servers: string;
  /** Connection name, as NATS monitoring shows it ('gateway-redirects'). */
  name: string;
  /** Subjects, wildcards allowed ('content.>', 'content.redirect.*'). */
  subjects: string[];
  /** Each message: its body as JSON (undefined when it is not JSON) and its subject. */
  onMessage: (data: unknown, subject: string) => void | Promise<void>;
  /** After a reconnect: what was sent while the connection was down is gone (no JetStream replay). */
  onReconnect: () => void | Promise<void>;
  log: ListenerLog;
  /** Logged when connecting fails; says what covers the gap until the next attempt. */
  offlineMessage: string;
  /** Wait before the next connection attempt (default 5 s). */
  retryMs?: number;
}

export interface NatsListener {
  close(): Promise<void>;
}

/**
 * A plain core-NATS subscription for a cache in memory (the gateway's redirect table and
 * page snapshot): every replica hears every event, unlike a JetStream consumer, whose
 * messages are shared out. Connects in the background and keeps trying until it is
 * closed, so a service starts while NATS is still down; a handler that fails does not end
 * the subscription.
 */
export function listenToNats(options: NatsListenerOptions): NatsListener {
  let closed = false;
  let connection: NatsConnection | null = null;
  let retry: NodeJS.Timeout | null = null;

  const guarded = async (what: string, action: () => void | Promise<void>) => {
    try {
      await action();
    } catch (error) {
      options.log.warn({ err: error, listener: options.name }, `${options.name}: ${what} failed`);
    }
  };

  async function open(): Promise<void> {
    try {
      const nats = await connect({ servers: options.servers, name: options.name, maxReconnectAttempts: -1 });
      if (closed) return void (await nats.close());
      connection = nats;
      for (const subject of options.subjects) {
        const subscription = nats.subscribe(subject);
        void (async () => {
          for await (const message of subscription) {
            let data: unknown;
            try {
              data = message.json();
            } catch {
              data = undefined;
            }
            await guarded(`message on ${message.subject}`, () => options.onMessage(data, message.subject));
          }
        })();
      }
      void (async () => {
        for await (const status of nats.status()) if (status.type === 'reconnect') await guarded('reconnect', options.onReconnect);
      })();
    } catch (error) {
      options.log.warn({ err: error }, options.offlineMessage);
      if (closed) return;
      retry = setTimeout(() => void open(), options.retryMs ?? 5_000);
      retry.unref();
    }
  }

  void open();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connection?.close();
    },
  };
}
