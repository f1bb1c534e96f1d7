import type { Branch, Config } from '@asp/contracts';
import { homePageTexts } from '@asp/i18n';
import { Loader } from '@asp/web-kit';
import { useEffect, useRef, useState } from 'react';
import { cameraOptions, mapMarkers, tokenRequestTransform, type CameraOptions, type MapMarker } from './home-map';
import styles from './HomeMap.module.css';

type MapState = 'loading' | 'ready' | 'failed' | 'no-webgl';

interface HomeMapProps {
  branch: Branch;
  branches: readonly Branch[];
  config: Config;
  /** Link to a public map service, offered when the map cannot be shown. */
  fallbackUrl: string | null;
}

/**
 * The 3D map of the home page (storefront.md §2.6): maplibre-gl and its styles load on
 * demand (own webpack chunk); a loader shows meanwhile, and a German error text with the
 * public-map link when WebGL is missing or the style fails — never a blank area. Without a
 * configured style URL the map runs on the built-in style (local-style.ts, in the same chunk),
 * which needs no tile service and sends no request.
 */
export function HomeMap({ branch, branches, config, fallbackUrl }: HomeMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const styleUrl = config.mapsStyle.trim();
  const token = config.mapsAccessToken;
  const accent = config.primaryColor;
  // Plain-data keys, so the map is rebuilt only when what it shows changes.
  const cameraKey = JSON.stringify(cameraOptions(branch, config));
  const markersKey = JSON.stringify(mapMarkers(branches, branch));
  // The state belongs to one map: a rebuilt map starts as 'loading' in the very render
  // that changes it (derived here, not reset by the effect).
  const mapKey = JSON.stringify([cameraKey, markersKey, styleUrl, token, accent]);
  const [mapState, setMapState] = useState<{ mapKey: string; state: MapState }>({ mapKey, state: 'loading' });
  const state = mapState.mapKey === mapKey ? mapState.state : 'loading';

  useEffect(() => {
    const camera = JSON.parse(cameraKey) as CameraOptions | null;
    if (!camera) return undefined;
    const markers = JSON.parse(markersKey) as MapMarker[];
    let cancelled = false;
    let remove: (() => void) | undefined;
    const setState = (next: MapState) => setMapState({ mapKey, state: next });
    import(/* webpackChunkName: "maplibre" */ './maplibre-chunk')
      .then(async (chunk) => {
        await chunk.prepareWorker();
        return chunk;
      })
      .then(({ Map, Marker, localMapStyle }) => {
        if (cancelled || !container.current) return;
        let map: InstanceType<typeof Map>;
        try {
          map = new Map({
            container: container.current,
            style: styleUrl || localMapStyle(markers, accent),
            ...camera,
            maxPitch: 85,
            transformRequest: styleUrl ? tokenRequestTransform(styleUrl, token, window.location.href) : undefined,
            attributionControl: { compact: true },
            locale: {
              'Map.Title': homePageTexts.map,
              'AttributionControl.ToggleAttribution': homePageTexts.mapAttribution,
              'LogoControl.Title': homePageTexts.mapLogo,
            },
          });
        } catch {
          setState('no-webgl'); // the constructor throws when no WebGL context can be created
          return;
        }
        remove = () => map.remove();
        let loaded = false;
        map.on('load', () => {
          loaded = true;
          setState('ready');
        });
        // Before 'load' an error means the style (or WebGL) failed; later ones are single tiles.
        map.on('error', () => {
          if (!loaded) setState('failed');
        });
        for (const marker of markers) {
          new Marker({ element: markerButton(marker), anchor: 'bottom' }).setLngLat(marker.position).addTo(map);
        }
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [cameraKey, styleUrl, token, accent, markersKey, mapKey]);

  const failed = state === 'failed' || state === 'no-webgl';
  return (
    <div className={`${styles.root} asp-home-map`} data-testid="home-map-view" data-state={state}>
      <div ref={container} className="asp-home-map__canvas" hidden={failed} />
      {state === 'loading' ? <Loader label={homePageTexts.mapLoading} /> : null}
      {failed ? (
        <div className="asp-error-notice" role="alert" data-testid="home-map-error">
          <p className="asp-error-notice__message">{state === 'no-webgl' ? homePageTexts.mapNoWebGl : homePageTexts.mapFailed}</p>
          {fallbackUrl ? (
            <a className="asp-button asp-button--secondary" href={fallbackUrl} target="_blank" rel="noreferrer">
              {homePageTexts.openMap}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A marker: a focusable button named 'Route zu {name}'; click or Enter opens the route planner. */
function markerButton(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `asp-home-map__marker${marker.current ? ' asp-home-map__marker--current' : ''}`;
  button.setAttribute('aria-label', marker.label);
  button.title = marker.label;
  button.dataset.testid = `map-marker-${marker.identifier}`;
  if (marker.current) button.setAttribute('aria-current', 'location');
  const pin = document.createElement('span');
  pin.className = 'asp-home-map__pin';
  pin.setAttribute('aria-hidden', 'true');
  button.append(pin);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    window.open(marker.directions, '_blank', 'noopener,noreferrer');
  });
  return button;
}
