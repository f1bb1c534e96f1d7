import net from 'node:net';

/** Why a device could not be reached, in words for the device log. */
export class DeviceUnreachableError extends Error {}

interface Target {
  host: string;
  port: number;
}

function describe(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code ? `${code} ${(error as Error).message}` : (error as Error).message;
}

/**
 * Opens a raw TCP connection (port 9100 printing), writes `bytes`, and optionally reads
 * an answer of `expectAnswer` bytes. Everything is bounded by `timeoutMs`: a printer that
 * accepts the connection but never takes the data must not hold a worker for ever.
 */
function exchange(target: Target, bytes: Uint8Array, timeoutMs: number, expectAnswer: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.host, port: target.port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(
      () => finish(new DeviceUnreachableError(`keine Antwort innerhalb von ${timeoutMs} ms (${target.host}:${target.port})`)),
      timeoutMs,
    );
    socket.on('error', (error) => finish(new DeviceUnreachableError(`${target.host}:${target.port}: ${describe(error)}`)));
    socket.on('connect', () => {
      socket.write(bytes, (error) => {
        if (error) return finish(new DeviceUnreachableError(describe(error)));
        // Printing: all bytes handed to the kernel; closing sends FIN after them.
        if (expectAnswer === 0) socket.end(() => finish(null));
      });
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (expectAnswer > 0 && Buffer.concat(chunks).length >= expectAnswer) finish(null);
    });
    socket.on('close', () => {
      if (expectAnswer > 0 && !settled) finish(new DeviceUnreachableError('Verbindung ohne Antwort geschlossen'));
    });
  });
}

/** Sends ESC/POS bytes to a network printer. */
export async function sendRaw(target: Target, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  await exchange(target, bytes, timeoutMs, 0);
}

/** ESC/POS real-time status requests (DLE EOT n): 1 printer, 2 offline cause, 3 error cause, 4 paper roll sensor. */
export const STATUS_REQUESTS = [1, 2, 3, 4] as const;
export type StatusRequest = (typeof STATUS_REQUESTS)[number];

/** Sends DLE EOT n and returns the printer's one status byte. */
export async function requestStatus(target: Target, n: StatusRequest, timeoutMs: number): Promise<number> {
  const answer = await exchange(target, Uint8Array.from([0x10, 0x04, n]), timeoutMs, 1);
  return answer[0]!;
}

/**
 * The status byte in words (Epson ESC/POS reference, DLE EOT): bits 0, 1 and 4 are fixed
 * (0, 1, 1 → 0x12 means "all clear"); the other bits report the named conditions.
 */
export function describeStatus(n: StatusRequest, status: number): string {
  const hex = `0x${status.toString(16).padStart(2, '0')}`;
  if ((status & 0x93) !== 0x12) return `${hex} (keine gültige Statusantwort)`;
  const bits: Record<StatusRequest, Array<[number, string]>> = {
    1: [
      [0x04, 'Schublade offen'],
      [0x08, 'offline'],
    ],
    2: [
      [0x04, 'Deckel offen'],
      [0x08, 'Papiervorschub per Taste'],
      [0x20, 'Papierende'],
      [0x40, 'Fehler'],
    ],
    3: [
      [0x08, 'Schneidwerk-Fehler'],
      [0x20, 'nicht behebbarer Fehler'],
      [0x40, 'automatisch behebbarer Fehler'],
    ],
    4: [
      [0x0c, 'Papier fast zu Ende'],
      [0x60, 'Papierende'],
    ],
  };
  const found = bits[n].filter(([mask]) => (status & mask) === mask).map(([, label]) => label);
  return `${hex} (${found.length ? found.join(', ') : 'in Ordnung'})`;
}
