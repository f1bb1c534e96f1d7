import { JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

export interface StreamDefinition {
  name: string;
  subjects: string[];
}

/** JetStream drops a re-publish with a known Nats-Msg-Id within this window (relay retries). */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

/** JetStream API error codes we react to. */
export const JS_STREAM_NOT_FOUND = 10059;
export const JS_CONSUMER_NOT_FOUND = 10014;

/** The JetStream API error code (`err_code`) of a failed request, if the server answered with one. */
export function jsErrorCode(error: unknown): number | undefined {
  return error instanceof JetStreamApiError ? error.code : undefined;
}

/**
 * Creates the service's stream (file storage: events survive a NATS restart) or
 * brings subjects and dedup window of an existing one up to date.
 */
export async function ensureStream(jsm: JetStreamManager, stream: StreamDefinition): Promise<void> {
  const wanted: Partial<StreamConfig> & Pick<StreamConfig, 'name'> = {
    name: stream.name,
    subjects: stream.subjects,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  try {
    const { config } = await jsm.streams.info(stream.name);
    const sameSubjects = [...config.subjects].sort().join() === [...stream.subjects].sort().join();
    if (!sameSubjects || config.duplicate_window !== wanted.duplicate_window) {
      await jsm.streams.update(stream.name, { ...config, subjects: stream.subjects, duplicate_window: wanted.duplicate_window });
    }
  } catch (error) {
    if (jsErrorCode(error) !== JS_STREAM_NOT_FOUND) throw error;
    try {
      await jsm.streams.add(wanted);
    } catch (addError) {
      // Another instance created it in between: fine if it is there now.
      await jsm.streams.info(stream.name).catch(() => {
        throw addError;
      });
    }
  }
}
