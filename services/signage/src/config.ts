/** Settings of the signage service beyond the common service environment (tests shrink them). */
export interface SignageOptions {
  /** Heartbeat event on every TV stream (a player hearing nothing for 40 s reconnects). */
  heartbeatMs: number;
  /** Durable name of the catalogue replica consumer (tests with a NATS of their own keep the default). */
  replicaDurable: string;
  /** The clock (schedules, online state, command end times). */
  now: () => Date;
}

const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readSignageOptions(env: NodeJS.ProcessEnv = process.env): SignageOptions {
  return {
    heartbeatMs: int(env.SIGNAGE_HEARTBEAT_MS, 15_000),
    replicaDurable: 'signage-catalog-replica',
    now: () => new Date(),
  };
}
