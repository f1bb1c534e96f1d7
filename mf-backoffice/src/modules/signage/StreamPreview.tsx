import { isScheduleActive, type Segment } from '@asp/contracts';
import { imageSizeForWidth, imageUrl } from '@asp/domain';
import { backofficeSignageEditorTexts as e, fill } from '@asp/i18n';
import { useNow } from '@asp/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { scheduleOf, type ScheduleValue } from './ScheduleEditor';
import { useSignageDevicePageQuery } from './signage-api';
import styles from './signage-editor.module.css';

/** Resolutions offered when no TV plays the stream yet. */
const COMMON = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 3840, height: 2160 },
];
/** How wide the preview is drawn in the back office (the TV's pixels are scaled to it). */
const PREVIEW_WIDTH = 480;

interface Props {
  streamId?: number;
  entries: { segment: number; schedule?: ScheduleValue }[];
  schedule: ScheduleValue;
  segments: Segment[];
  /** The TV's own resolution (the TV form): no choice offered then. */
  resolution?: { width: number; height: number };
}

/**
 * The live preview of a stream as the player shows it (issue 16): at a TV's resolution,
 * scaled down, stepping through the Filmsequenzen that run now (their own, their entry's
 * and the stream's schedule in Berlin time) by their durations, faded in like on the TV.
 * Menu boards show their heading only (the products and prices come live on the TV).
 */
export function StreamPreview({ streamId, entries, schedule, segments, resolution }: Props) {
  const devices = useSignageDevicePageQuery(`limit=100&offset=0&stream=${streamId ?? 0}`, { skip: !streamId || !!resolution });
  const resolutions = useMemo(() => {
    if (resolution) return [resolution];
    const seen = new Map<string, { width: number; height: number }>();
    for (const device of devices.data?.rows ?? []) seen.set(`${device.resolution.width}x${device.resolution.height}`, device.resolution);
    for (const common of COMMON) seen.set(`${common.width}x${common.height}`, common);
    return [...seen.values()];
  }, [devices.data, resolution]);
  const [choice, setChoice] = useState(0);
  const { width, height } = resolutions[Math.min(choice, resolutions.length - 1)];
  const now = useNow(30_000);
  const byId = useMemo(() => new Map(segments.map((segment) => [segment.id, segment])), [segments]);
  const playing = entries
    .map((entry) => ({ entry, segment: byId.get(Number(entry.segment)) }))
    .filter(
      (item): item is { entry: Props['entries'][number]; segment: Segment } =>
        !!item.segment && isScheduleActive(item.segment.schedule, now) && isScheduleActive(scheduleOf(item.entry.schedule), now),
    );
  const streamOn = isScheduleActive(scheduleOf(schedule), now);
  const [turn, setTurn] = useState(0);
  const current = streamOn && playing.length ? playing[turn % playing.length].segment : null;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setTurn((value) => value + 1), current.duration * 1000);
    return () => clearTimeout(timer);
  }, [current, turn]);
  const scale = PREVIEW_WIDTH / width;
  return (
    <section aria-label={e.preview} data-testid="stream-preview">
      <h2>{e.preview}</h2>
      <label>
        {e.previewResolution}{' '}
        <select value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
          {resolutions.map((resolution, index) => (
            <option key={`${resolution.width}x${resolution.height}`} value={index}>
              {resolution.width} × {resolution.height}
            </option>
          ))}
        </select>
      </label>
      <div
        className={styles.previewFrame}
        style={{ width: PREVIEW_WIDTH, height: Math.round(height * scale) }}
        title={fill(e.previewOf, { width, height })}
      >
        <div className={styles.previewScreen} style={{ width, height, transform: `scale(${scale})` }} data-testid="stream-preview-screen">
          {current ? <PreviewSlide key={turn} segment={current} width={width} /> : <p>{e.previewEmpty}</p>}
        </div>
      </div>
    </section>
  );
}

function PreviewSlide({ segment, width }: { segment: Segment; width: number }) {
  let content: React.ReactNode = null;
  const source = segment.media ? imageUrl(segment.media, segment.kind === 'image' ? imageSizeForWidth(width) : undefined) : segment.url;
  if (segment.kind === 'video' && source) content = <video src={source} muted autoPlay loop playsInline />;
  else if ((segment.kind === 'image' || segment.kind === 'image-template') && source) content = <img src={source} alt={segment.name} />;
  else if (segment.kind === 'menu-board' && segment.menuBoard)
    content = (
      <>
        <h3>{segment.menuBoard.title || segment.name}</h3>
        <p>{fill(e.previewMenuBoard, { category: segment.menuBoard.category })}</p>
      </>
    );
  // The service stores segment HTML sanitised (like catalogue rich text).
  else if (segment.html) content = <div dangerouslySetInnerHTML={{ __html: segment.html }} />;
  else content = <p>{segment.name}</p>;
  return (
    <div className={styles.previewSlide} data-segment={segment.id}>
      {content}
    </div>
  );
}
