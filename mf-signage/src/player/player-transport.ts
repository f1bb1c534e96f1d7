import type { Playlist, SignageCommand } from '@asp/contracts';
import { apiRequest } from '@asp/web-kit';

/** The part of EventSource the player uses (a test hands in its own stream). */
export interface PlayerEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Everything the player sends and receives: the player calls of the signage service. */
export interface PlayerTransport {
  load(): Promise<Playlist>;
  heartbeat(body: { segment: number | null; failedSegment: { id: number; message: string } | null }): Promise<{
    command: SignageCommand | null;
  }>;
  report(commandId: string, body: { state: 'running' | 'done' | 'failed'; error: string | null }): Promise<unknown>;
  screenshot(body: { commandId: string | null; image: string }): Promise<unknown>;
  openEvents(): PlayerEventSource;
}

/** The player calls of one TV: `/api/digital-signage-devices/player/{identifier}/{key}/…`. */
export function httpTransport(identifier: string, deviceKey: string): PlayerTransport {
  const base = `/digital-signage-devices/player/${encodeURIComponent(identifier)}/${encodeURIComponent(deviceKey)}`;
  return {
    load: () => apiRequest<Playlist>('GET', base),
    heartbeat: (body) => apiRequest('POST', `${base}/heartbeat`, body),
    report: (commandId, body) => apiRequest('POST', `${base}/commands/${encodeURIComponent(commandId)}`, body),
    screenshot: (body) => apiRequest('POST', `${base}/screenshot`, body),
    openEvents: () => new EventSource(`/api${base}/events`),
  };
}
