// Reading a server-sent event stream the way a browser's EventSource does, for the push benchmarks.

/**
 * Reads an SSE stream and calls `onEvent` with each frame's event name and parsed `data:` JSON
 * the moment the frame arrives (frames without data are skipped). Returns the cancel function.
 */
export function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown) => void,
): () => Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = frame.split('\n');
        const data = lines.find((line) => line.startsWith('data: '));
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
        if (data) onEvent(event, JSON.parse(data.slice(6)));
      }
    }
  })();
  return () => reader.cancel().catch(() => undefined);
}
