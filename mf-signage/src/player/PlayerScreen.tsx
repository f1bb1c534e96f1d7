import { signageTexts } from '@asp/i18n';
import { useEffect, useRef, useState } from 'react';
import { useParams } from '@asp/web-kit/router';
import { useOfflineCache } from '../offline/register-worker';
import { captureSlide } from './capture-slide';
import { PlayerEngine, type PlayerEngineOptions, type PlayerView } from './player-engine';
import { httpTransport } from './player-transport';
import { SlideStage } from './SlideStage';
import styles from './PlayerScreen.module.css';

/** Tests hand in their own engine parts (transport, capture); the TV uses the service's calls. */
export type PlayerParts = (identifier: string, deviceKey: string, root: () => HTMLElement | null) => PlayerEngineOptions;

const defaultParts: PlayerParts = (identifier, deviceKey, root) => ({
  transport: httpTransport(identifier, deviceKey),
  capture: () => {
    const element = root();
    // The slide on top (a slide fading out below it is not what the TV shows now).
    const slide = element?.querySelector<HTMLElement>('[data-testid="signage-slide"]') ?? element;
    return captureSlide(slide, element?.clientWidth || 1920, element?.clientHeight || 1080);
  },
});

/** The TV player at /signage/{identifier}/{key}: full screen, plays the TV's playlist. */
export function PlayerScreen({ parts = defaultParts }: { parts?: PlayerParts }) {
  const { identifier = '', deviceKey = '' } = useParams();
  const root = useRef<HTMLDivElement>(null);
  const engine = useRef<PlayerEngine | null>(null);
  const [view, setView] = useState<PlayerView | null>(null);

  useEffect(() => {
    if (!identifier || !deviceKey) return;
    const player = new PlayerEngine(parts(identifier, deviceKey, () => root.current));
    engine.current = player;
    const unsubscribe = player.subscribe(setView);
    const online = () => player.reconnectNow();
    window.addEventListener('online', online);
    player.start();
    return () => {
      window.removeEventListener('online', online);
      unsubscribe();
      player.stop();
      engine.current = null;
    };
  }, [identifier, deviceKey, parts]);
  // The service worker keeps the playlist's media for when the network is down.
  useOfflineCache(view?.playlist);

  let content: React.ReactNode;
  if (!deviceKey) content = <p className={styles.message}>{signageTexts.noKey}</p>;
  else if (view?.status === 'refused') content = <p className={styles.message}>{signageTexts.refused}</p>;
  else if (view?.slide)
    content = (
      <SlideStage
        turn={view.turn}
        slide={view.slide}
        width={view.playlist?.device.resolution.width ?? 1920}
        onFail={(id, message) => engine.current?.segmentFailed(id, message)}
      />
    );
  else if (!view?.playlist) content = <p className={styles.message}>{signageTexts.waiting}</p>;
  // A black screen or an empty playlist shows nothing at all.
  return (
    <div ref={root} className={styles.root} data-testid="signage-player" data-offline={view?.offline ? 'true' : 'false'}>
      {content}
    </div>
  );
}
