import { randomUUID } from 'node:crypto';
import { trialOrderBody, type TrialShop } from './shop';

export interface TrafficOptions {
  /** Base URLs of the orders service instances; order i goes to instance i mod n first. */
  urls: string[];
  shop: TrialShop;
  orders: number;
  concurrency: number;
  /** How long one order may keep failing (its service restarting) before the run fails. */
  orderTimeoutMs?: number;
  onAccepted?: (accepted: number) => void;
}

export interface TrafficResult {
  /** Orders answered 201 (first answer or replay): each exactly one intended order. */
  accepted: number;
  /** Attempts that got no 201 (connection refused or reset while a service was down, 5xx). */
  failedAttempts: number;
  /** Accepted orders per instance URL (the instance that gave the 201). */
  servedBy: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places `orders` orders as a shop would under faults: each with its own Idempotency-Key,
 * retried with the same key and body until it is accepted. A retry after a lost answer
 * (the service killed after its commit) is answered from the stored result, so every
 * intended order is committed once however often it was sent.
 */
export async function placeOrders(opts: TrafficOptions): Promise<TrafficResult> {
  const result: TrafficResult = { accepted: 0, failedAttempts: 0, servedBy: Object.fromEntries(opts.urls.map((url) => [url, 0])) };
  let next = 0;
  const placeOne = async (index: number) => {
    const key = randomUUID();
    const body = JSON.stringify(trialOrderBody(opts.shop, index));
    const deadline = Date.now() + (opts.orderTimeoutMs ?? 60_000);
    for (let attempt = 0; ; attempt++) {
      const url = opts.urls[(index + attempt) % opts.urls.length];
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      if (response?.status === 201) {
        await response.body?.cancel();
        result.servedBy[url] += 1;
        return;
      }
      const detail = response ? `${response.status} ${await response.text()}` : 'no answer';
      // A 4xx other than 409 (key in use) or 429 is a broken request: retrying cannot help.
      if (response && response.status < 500 && response.status !== 409 && response.status !== 429) {
        throw new Error(`order ${index}: ${detail}`);
      }
      result.failedAttempts += 1;
      if (Date.now() > deadline) throw new Error(`order ${index} not accepted in time, last: ${detail}`);
      await sleep(Math.min(100 * 2 ** attempt, 1_000));
    }
  };
  const lane = async () => {
    while (next < opts.orders) {
      const index = next++;
      await placeOne(index);
      result.accepted += 1;
      opts.onAccepted?.(result.accepted);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, lane));
  return result;
}
