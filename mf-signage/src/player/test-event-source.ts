// The TV's event stream in the player tests: the service's SSE frames, delivered by hand.
import type { PlayerEventSource } from './player-transport';

export class TestEventSource implements PlayerEventSource {
  static open: TestEventSource[] = [];
  static opened = 0;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor() {
    TestEventSource.open.push(this);
    TestEventSource.opened += 1;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** One frame `event: {type}` `data: {JSON}`. */
  send(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    TestEventSource.open = TestEventSource.open.filter((source) => source !== this);
  }

  static latest(): TestEventSource {
    return TestEventSource.open[TestEventSource.open.length - 1];
  }

  static reset(): void {
    TestEventSource.open = [];
    TestEventSource.opened = 0;
  }
}
