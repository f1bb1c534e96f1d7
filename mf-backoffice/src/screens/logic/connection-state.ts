/**
 * What a screen knows about its connection, as a pure reducer:
 * - `connecting`: the stream is being opened (at start and after each drop);
 * - `live`: the stream is open and the list was loaded after it opened;
 * - `offline`: the stream broke or the browser is offline; a reconnect is scheduled.
 * `stale` is true from a drop until the next successful list load: the orders held
 * then may be outdated and must not be shown as current.
 */
export type ConnectionStatus = 'connecting' | 'live' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  stale: boolean;
  /** Reconnect attempts since the last success (for the backoff). */
  attempt: number;
  /** The key was refused (401): no point in reconnecting. */
  refused: boolean;
}

export type ConnectionEvent =
  { type: 'connect' } | { type: 'stream-open' } | { type: 'list-loaded' } | { type: 'drop' } | { type: 'refused' };

export const initialConnection: ConnectionState = { status: 'connecting', stale: true, attempt: 0, refused: false };

export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'connect':
      return state.refused ? state : { ...state, status: 'connecting' };
    case 'stream-open':
      // Still stale until the list is loaded after this open.
      return { ...state, status: 'connecting' };
    case 'list-loaded':
      return { ...state, status: 'live', stale: false, attempt: 0 };
    case 'drop':
      return state.refused ? state : { ...state, status: 'offline', stale: true, attempt: state.attempt + 1 };
    case 'refused':
      return { ...state, status: 'offline', stale: true, refused: true };
  }
}
