import { useEffect, useRef } from 'react';
import styles from './PlayerScreen.module.css';

/** Whether a video address is an HLS playlist (.m3u8). */
export function isHls(src: string): boolean {
  return /\.m3u8(\?|#|$)/i.test(src);
}

/** What the player needs of hls.js (a test hands in its own). */
export interface HlsModule {
  isSupported(): boolean;
  /** Plays `src` in `video`; calls `onFatal` on a fatal stream error; returns the clean-up. */
  play(src: string, video: HTMLVideoElement, onFatal: (details: string) => void): () => void;
}

/** hls.js is large: it is loaded (its own chunk) only when an HLS segment plays. */
export async function loadHls(): Promise<HlsModule> {
  const { default: Hls } = await import('hls.js');
  return {
    isSupported: () => Hls.isSupported(),
    play: (src, video, onFatal) => {
      const hls = new Hls({ maxBufferLength: 30 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal(data.details);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      // Frees the MediaSource, its buffers and hls.js's own timers and listeners.
      return () => hls.destroy();
    },
  };
}

interface Props {
  src: string;
  onFail: (message: string) => void;
  load?: () => Promise<HlsModule>;
}

/**
 * Whether the browser's own HLS (where it has one) plays first. Its media stack (Safari's, many TV
 * browsers') fetches the stream past the page's service worker, so where the signage worker
 * controls the page hls.js plays first: its requests are the worker's to answer from its
 * cache while the network is down (src/offline/media-cache.ts).
 */
function nativeFirst(): boolean {
  return !(typeof navigator !== 'undefined' && navigator.serviceWorker?.controller);
}

/**
 * An HLS stream segment: the browser's own HLS where it has it (Safari, many TV browsers),
 * hls.js otherwise — and hls.js first under the signage worker (nativeFirst). A fatal stream
 * error, or no HLS at all, skips the segment.
 */
export function HlsVideo({ src, onFail, load = loadHls }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const native = !!element.canPlayType('application/vnd.apple.mpegurl');
    if (native && nativeFirst()) {
      element.src = src;
      return;
    }
    let stop: (() => void) | null = null;
    let alive = true;
    // Where hls.js cannot play (or does not load), the browser's own HLS still may.
    const fallBack = (message: string) => {
      if (native) element.src = src;
      else onFail(message);
    };
    load()
      .then((hls) => {
        if (!alive) return;
        if (hls.isSupported()) stop = hls.play(src, element, (details) => onFail(`Stream nicht abspielbar (${details})`));
        else fallBack('HLS nicht unterstützt');
      })
      .catch(() => alive && fallBack('HLS nicht ladbar'));
    return () => {
      alive = false;
      stop?.();
    };
    // onFail changes every render; the stream is set up once per slide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, load]);
  return <video ref={video} className={styles.media} muted autoPlay loop playsInline onError={() => onFail('Video nicht abspielbar')} />;
}
