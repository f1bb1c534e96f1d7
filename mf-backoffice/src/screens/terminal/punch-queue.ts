import { TERMINAL_PIN_HEADER, TERMINAL_SEALED_PIN_HEADER } from '@asp/contracts';
import { ApiError, apiRequest, isRetryableError } from '@asp/web-kit';

export type PunchAction = 'start' | 'pause' | 'resume' | 'end';

/** A punch made while the terminal had no network: sent later with its real time `at`. */
export interface QueuedPunch {
  username: string;
  action: PunchAction;
  at: string;
  /**
   * For a user with a PIN: the PIN sealed with the service's public key together with this
   * punch (seal-key.ts, @asp/domain/terminal-seal). The service opens and checks it when the
   * punch arrives; the device never stores the PIN itself, and the seal fits no other punch.
   */
  sealedPin?: string;
}

/** A punch made now, online, with the PIN the user just typed (never stored). */
export interface LivePunch {
  username: string;
  action: PunchAction;
  pin?: string;
}

/** One queue per terminal token, in localStorage so a reload or a flat battery keeps the punches. */
const storageKey = (token: string) => `asp-terminal-queue:${token}`;

export function readQueue(token: string): QueuedPunch[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(token: string, queue: QueuedPunch[]): void {
  if (queue.length === 0) localStorage.removeItem(storageKey(token));
  else localStorage.setItem(storageKey(token), JSON.stringify(queue));
}

export function enqueuePunch(token: string, punch: QueuedPunch): void {
  writeQueue(token, [...readQueue(token), punch]);
}

/** The path of a terminal call (document 1 §7 `time-tracking/{a}/{b}/…`). */
export const terminalPath = (token: string, username: string, rest: string) =>
  `/time-tracking/${encodeURIComponent(token)}/${encodeURIComponent(username)}/${rest}`;

/** The PIN header (TERMINAL_PIN_HEADER) for a user who gave one. */
export const pinHeaders = (pin: string | undefined): { headers: Record<string, string> } => ({
  headers: pin ? { [TERMINAL_PIN_HEADER]: pin } : {},
});

export function sendPunch(token: string, punch: LivePunch) {
  return apiRequest('POST', terminalPath(token, punch.username, `working-activities/${punch.action}`), {}, pinHeaders(punch.pin));
}

/** A queued punch with its original time and, for a PIN user, the sealed PIN. */
export function sendQueuedPunch(token: string, punch: QueuedPunch) {
  return apiRequest(
    'POST',
    terminalPath(token, punch.username, `working-activities/${punch.action}`),
    { at: punch.at },
    { headers: punch.sealedPin ? { [TERMINAL_SEALED_PIN_HEADER]: punch.sealedPin } : {} },
  );
}

export interface FlushResult {
  sent: number;
  /** Punches the server refused for good (e.g. 409 older than a day): dropped, reported. */
  rejected: { punch: QueuedPunch; reason: string }[];
  /** The network is still gone (or the server down): the rest waits for the next try. */
  stillOffline: boolean;
}

/**
 * Sends the queued punches oldest first, each with its original time (the service accepts
 * it up to a day back and marks it late). A punch leaves the queue once the server answered
 * it — accepted or refused for good; a network failure or a server fault stops the run and
 * keeps it and the later ones in order for the next try.
 */
export async function flushQueue(token: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: [], stillOffline: false };
  for (;;) {
    const [punch] = readQueue(token);
    if (!punch) return result;
    try {
      await sendQueuedPunch(token, punch);
      result.sent += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || isRetryableError(error)) {
        result.stillOffline = true;
        return result;
      }
      result.rejected.push({ punch, reason: error.message });
    }
    // Drop exactly the punch we sent (new ones may have been added meanwhile).
    const queue = readQueue(token);
    if (queue[0] && queue[0].at === punch.at && queue[0].username === punch.username) writeQueue(token, queue.slice(1));
  }
}
