/**
 * HLS playlists as the signage worker caches them (pure, shared by the worker and its tests).
 * An HLS segment of the TV's playlist is a master playlist naming variants (renditions),
 * each a media playlist listing its segments. For a TV that must play on while the network
 * is down, the worker keeps one variant of a VOD stream whole: the master (cut down to that
 * variant), the variant's playlist, its segments, its init segment and its keys.
 */

/** A variant of a master playlist (#EXT-X-STREAM-INF and the URI line after it). */
export interface Variant {
  uri: string;
  bandwidth: number;
  width: number | null;
  /** The AUDIO group the variant plays its sound from (#EXT-X-MEDIA), if any. */
  audio: string | null;
  /** The tag line as written (rewritten when the master is cut down). */
  tag: string;
}

/** An #EXT-X-MEDIA line: an alternative rendition (audio, subtitles, captions). */
export interface Rendition {
  type: string;
  group: string;
  /** null: carried inside the variant's own segments (no playlist of its own). */
  uri: string | null;
  isDefault: boolean;
  tag: string;
}

export type M3u8 =
  | { kind: 'master'; variants: Variant[]; renditions: Rendition[]; header: string[] }
  /** `parts`: every file the playlist names (segments, init segments, keys), absolute, each once. */
  | { kind: 'media'; ended: boolean; parts: string[] };

/** The content type the worker stores playlists with (hls.js reads the text, Safari wants the type). */
export const M3U8_TYPE = 'application/vnd.apple.mpegurl';
/**
 * At most this many files of one stream (≈ 3 hours of 6-second segments): a signage loop is
 * minutes long; a longer VOD plays online only rather than filling the TV's storage.
 */
export const MAX_STREAM_PARTS = 2_000;

/** Master tags kept when the master is cut down to one variant (they describe how to play it). */
const KEPT_MASTER_TAGS = /^#EXT-X-(VERSION|INDEPENDENT-SEGMENTS|START)\b/;

/** An attribute list (`A=1,B="x,y",C=z`): quoted values may hold commas. */
export function attributes(list: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    result[match[1]] = match[2].startsWith('"') ? match[2].slice(1, -1) : match[2];
  }
  return result;
}

/** A URI of the playlist made absolute; null for what is no file to fetch (skd:, data:, broken). */
function resolve(uri: string, base: string): string | null {
  try {
    const url = new URL(uri, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads a playlist fetched from `base`: relative URIs resolved against it, comments (`#`
 * without `EXT`) and blank lines skipped. null when the text is no playlist (#EXTM3U first).
 */
export function parseM3u8(text: string, base: string): M3u8 | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && (!line.startsWith('#') || line.startsWith('#EXT')));
  if (lines[0] !== '#EXTM3U') return null;
  if (lines.some((line) => line.startsWith('#EXT-X-STREAM-INF:'))) return master(lines, base);
  const parts = new Set<string>();
  let ended = false;
  for (const line of lines) {
    if (line === '#EXT-X-ENDLIST') ended = true;
    let uri: string | null = null;
    if (!line.startsWith('#')) uri = line;
    else if (line.startsWith('#EXT-X-MAP:') || line.startsWith('#EXT-X-KEY:')) {
      const attrs = attributes(line.slice(line.indexOf(':') + 1));
      // METHOD=NONE has no key; a skd:// (FairPlay) key is no file either (resolve drops it).
      uri = attrs.METHOD === 'NONE' ? null : (attrs.URI ?? null);
    }
    const absolute = uri === null ? null : resolve(uri, base);
    if (absolute) parts.add(absolute);
  }
  return { kind: 'media', ended, parts: [...parts] };
}

function master(lines: string[], base: string): M3u8 {
  const variants: Variant[] = [];
  const renditions: Rendition[] = [];
  const header: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const attrs = attributes(line.slice(line.indexOf(':') + 1));
      // The variant's URI is the next line that is no tag (comments and blanks are gone already).
      while (i + 1 < lines.length && lines[i + 1].startsWith('#')) i += 1;
      const uri = i + 1 < lines.length ? resolve(lines[(i += 1)], base) : null;
      if (!uri) continue;
      const width = /^(\d+)x\d+$/.exec(attrs.RESOLUTION ?? '');
      variants.push({
        uri,
        bandwidth: Number(attrs.BANDWIDTH) || 0,
        width: width ? Number(width[1]) : null,
        audio: attrs.AUDIO ?? null,
        tag: line,
      });
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      const attrs = attributes(line.slice(line.indexOf(':') + 1));
      const uri = attrs.URI === undefined ? null : resolve(attrs.URI, base);
      renditions.push({ type: attrs.TYPE ?? '', group: attrs['GROUP-ID'] ?? '', uri, isDefault: attrs.DEFAULT === 'YES', tag: line });
    } else if (KEPT_MASTER_TAGS.test(line)) header.push(line);
  }
  return { kind: 'master', variants, renditions, header };
}

/**
 * The variant a TV keeps: the narrowest one at least as wide as the screen, else the widest.
 * A TV's screen never changes: a rendition as wide as it is what it shows best; a wider one
 * only costs storage and decoding, the lowest bandwidth would look blurry on a big screen for
 * weeks. Without RESOLUTION attributes: the lowest bandwidth (the safe choice for storage).
 */
export function chooseVariant(variants: readonly Variant[], screenWidth: number): Variant | null {
  const sized = variants.filter((variant) => variant.width !== null);
  const byBandwidth = (a: Variant, b: Variant) => a.bandwidth - b.bandwidth;
  if (sized.length === 0) return [...variants].sort(byBandwidth)[0] ?? null;
  const wide = sized.filter((variant) => variant.width! >= screenWidth);
  if (wide.length > 0) return wide.sort((a, b) => a.width! - b.width! || byBandwidth(a, b))[0];
  return sized.sort((a, b) => b.width! - a.width! || byBandwidth(a, b))[0];
}

/** What the worker keeps of a master: the cut-down master text and the media playlists it names. */
export interface StreamChoice {
  master: string;
  playlists: string[];
}

/**
 * The master cut down to the chosen variant (and one rendition of its audio group: the
 * default one, else the first), every URI absolute. hls.js then cannot switch to a variant
 * the TV does not hold when it is offline. Subtitle and video groups are dropped (a TV
 * plays muted, full screen).
 */
export function chooseStream(playlist: Extract<M3u8, { kind: 'master' }>, screenWidth: number): StreamChoice | null {
  const variant = chooseVariant(playlist.variants, screenWidth);
  if (!variant) return null;
  const group = playlist.renditions.filter((rendition) => rendition.type === 'AUDIO' && rendition.group === variant.audio);
  const audio = group.find((rendition) => rendition.isDefault) ?? group[0] ?? null;
  const captions = playlist.renditions.filter((rendition) => rendition.type === 'CLOSED-CAPTIONS');
  const withUri = (tag: string, uri: string | null) => (uri ? tag.replace(/URI="[^"]*"/, `URI="${uri}"`) : tag);
  const tag = variant.tag.replace(/,(SUBTITLES|VIDEO)="[^"]*"/g, '').replace(/:(SUBTITLES|VIDEO)="[^"]*",?/, ':');
  const lines = [
    '#EXTM3U',
    ...playlist.header,
    ...(audio ? [withUri(audio.tag.replace(/DEFAULT=NO/, 'DEFAULT=YES'), audio.uri)] : []),
    ...captions.map((caption) => caption.tag),
    audio ? tag : tag.replace(/,AUDIO="[^"]*"/, '').replace(/:AUDIO="[^"]*",?/, ':'),
    variant.uri,
  ];
  return { master: `${lines.join('\n')}\n`, playlists: [variant.uri, ...(audio?.uri ? [audio.uri] : [])] };
}
