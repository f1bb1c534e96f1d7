import { DeviceUnreachableError } from './tcp';

/**
 * Sends a message to a notification device reached over HTTP: a JSON POST
 * `{ title, message }` to its URL; any 2xx answer counts as delivered.
 */
export async function postNotification(url: string, body: { title: string; message: string }, timeoutMs: number): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new DeviceUnreachableError(`${new URL(url).host}: ${(error as Error).message}`);
  }
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new DeviceUnreachableError(`${new URL(url).host}: HTTP ${response.status}`);
  return response.status;
}
