/**
 * Settings of the devices service beyond the common service environment. Tests shrink
 * the time limits and give each run its own BullMQ prefix.
 */
export interface DevicesOptions {
  /** BullMQ key prefix; producers of print jobs (the orders service) must use the same. */
  queuePrefix: string;
  /** Print jobs: attempts and the base of the exponential backoff between them. */
  print: { attempts: number; backoffMs: number };
  /** Longest wait for a printer to accept a connection and take the bytes. */
  connectTimeoutMs: number;
  /** Longest wait for the answer to a status request (DLE EOT n). */
  statusTimeoutMs: number;
  /** How long a test print waits for its job before it counts as failed. */
  testWaitMs: number;
  /** The virtual network printer (development, tests): runs when a port is set (0 = any free port). */
  virtualPrinter: { host: string; port: number } | null;
  /** The clock (online state is computed from it). */
  now: () => Date;
}

const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readDevicesOptions(env: NodeJS.ProcessEnv = process.env): DevicesOptions {
  const virtualPort = env.VIRTUAL_PRINTER_PORT;
  return {
    queuePrefix: 'bull',
    // Five attempts 1 s, 2 s, 4 s, 8 s apart (DESIGN.md §7): a printer being switched on or out of paper for a moment.
    print: { attempts: int(env.PRINT_JOB_ATTEMPTS, 5), backoffMs: int(env.PRINT_JOB_BACKOFF_MS, 1000) },
    connectTimeoutMs: int(env.PRINTER_TIMEOUT_MS, 5000),
    statusTimeoutMs: int(env.PRINTER_STATUS_TIMEOUT_MS, 3000),
    testWaitMs: int(env.PRINT_TEST_WAIT_MS, 10_000),
    virtualPrinter:
      virtualPort && /^\d+$/.test(virtualPort) ? { host: env.VIRTUAL_PRINTER_HOST ?? '127.0.0.1', port: Number(virtualPort) } : null,
    now: () => new Date(),
  };
}
