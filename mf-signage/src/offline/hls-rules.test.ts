import { attributes, chooseStream, chooseVariant, parseM3u8, type M3u8, type Variant } from './hls-rules';

const BASE = 'https://cdn.example.com/vod/master.m3u8?token=abc';

const MASTER = `#EXTM3U
#EXT-X-VERSION:6
# a comment the parser skips

#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,URI="audio/en.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Deutsch",LANGUAGE="de",DEFAULT=YES,URI="audio/de.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",URI="subs/de.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"
# comment between tag and URI
1080p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=14000000,RESOLUTION=3840x2160,AUDIO="aud"
https://other-cdn.example.net/4k/index.m3u8
#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,URI="360p/iframes.m3u8"
`;

const MEDIA = `#EXTM3U\r
#EXT-X-VERSION:7\r
#EXT-X-TARGETDURATION:6\r
#EXT-X-PLAYLIST-TYPE:VOD\r
#EXT-X-MAP:URI="init.mp4"\r
#EXT-X-KEY:METHOD=AES-128,URI="../keys/k1.bin",IV=0x1\r
#EXTINF:6.0,\r
seg-1.m4s\r
\r
#EXTINF:6.0,\r
seg-2.m4s?part=a\r
#EXT-X-BYTERANGE:1000@0\r
#EXTINF:6.0,\r
/abs/seg-3.m4s\r
#EXT-X-BYTERANGE:1000@1000\r
#EXTINF:6.0,\r
/abs/seg-3.m4s\r
#EXT-X-KEY:METHOD=NONE\r
#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-1"\r
#EXTINF:6.0,\r
https://other-cdn.example.net/seg-4.m4s\r
#EXT-X-ENDLIST\r
`;

const master = (text: string) => parseM3u8(text, BASE) as Extract<M3u8, { kind: 'master' }>;

describe('parseM3u8', () => {
  it('reads a master playlist: variants with absolute URIs, bandwidth, width and audio group; renditions', () => {
    const parsed = master(MASTER);
    expect(parsed.kind).toBe('master');
    expect(parsed.variants.map(({ uri, bandwidth, width, audio }) => ({ uri, bandwidth, width, audio }))).toEqual([
      { uri: 'https://cdn.example.com/vod/360p/index.m3u8', bandwidth: 800000, width: 640, audio: 'aud' },
      { uri: 'https://cdn.example.com/vod/1080p/index.m3u8', bandwidth: 5000000, width: 1920, audio: 'aud' },
      { uri: 'https://other-cdn.example.net/4k/index.m3u8', bandwidth: 14000000, width: 3840, audio: 'aud' },
    ]);
    expect(parsed.renditions.map(({ type, group, uri, isDefault }) => ({ type, group, uri, isDefault }))).toEqual([
      { type: 'AUDIO', group: 'aud', uri: 'https://cdn.example.com/vod/audio/en.m3u8', isDefault: false },
      { type: 'AUDIO', group: 'aud', uri: 'https://cdn.example.com/vod/audio/de.m3u8', isDefault: true },
      { type: 'SUBTITLES', group: 'subs', uri: 'https://cdn.example.com/vod/subs/de.m3u8', isDefault: false },
    ]);
    expect(parsed.header).toEqual(['#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS']);
  });

  it('reads a media playlist: segments, init segment and keys, absolute and each once; ENDLIST marks VOD', () => {
    const base = 'https://cdn.example.com/vod/1080p/index.m3u8';
    expect(parseM3u8(MEDIA, base)).toEqual({
      kind: 'media',
      ended: true,
      parts: [
        'https://cdn.example.com/vod/1080p/init.mp4',
        'https://cdn.example.com/vod/keys/k1.bin',
        'https://cdn.example.com/vod/1080p/seg-1.m4s',
        'https://cdn.example.com/vod/1080p/seg-2.m4s?part=a',
        'https://cdn.example.com/abs/seg-3.m4s',
        'https://other-cdn.example.net/seg-4.m4s',
      ],
    });
  });

  it('tells a live playlist (no ENDLIST) and refuses text that is no playlist', () => {
    const live = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:812\n#EXTINF:4,\nlive-812.ts\n#EXTINF:4,\nlive-813.ts\n';
    expect(parseM3u8(live, 'https://cdn.example.com/live/index.m3u8')).toEqual({
      kind: 'media',
      ended: false,
      parts: ['https://cdn.example.com/live/live-812.ts', 'https://cdn.example.com/live/live-813.ts'],
    });
    expect(parseM3u8('<html>Not found</html>', BASE)).toBeNull();
    expect(parseM3u8('\uFEFF#EXTM3U\n#EXT-X-ENDLIST', BASE)).toEqual({ kind: 'media', ended: true, parts: [] });
  });

  it('reads attribute lists with commas inside quotes', () => {
    expect(attributes('BANDWIDTH=1,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360')).toEqual({
      BANDWIDTH: '1',
      CODECS: 'avc1.4d401e,mp4a.40.2',
      RESOLUTION: '640x360',
    });
  });
});

describe('the variant a TV keeps', () => {
  const variant = (width: number | null, bandwidth: number): Variant => ({
    uri: `${width}-${bandwidth}`,
    bandwidth,
    width,
    audio: null,
    tag: '',
  });

  it('is the narrowest at least as wide as the screen, else the widest; without sizes the lowest bandwidth', () => {
    const variants = [variant(640, 1), variant(1920, 6), variant(1920, 5), variant(3840, 14)];
    expect(chooseVariant(variants, 1920)?.uri).toBe('1920-5');
    expect(chooseVariant(variants, 1280)?.uri).toBe('1920-5');
    expect(chooseVariant(variants, 7680)?.uri).toBe('3840-14');
    expect(chooseVariant([variant(null, 9), variant(null, 2)], 1920)?.uri).toBe('null-2');
    expect(chooseVariant([], 1920)).toBeNull();
  });

  it('cuts the master down to that variant and the default audio rendition, URIs absolute', () => {
    const choice = chooseStream(master(MASTER), 1920)!;
    expect(choice.playlists).toEqual(['https://cdn.example.com/vod/1080p/index.m3u8', 'https://cdn.example.com/vod/audio/de.m3u8']);
    expect(choice.master).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Deutsch",LANGUAGE="de",DEFAULT=YES,URI="https://cdn.example.com/vod/audio/de.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2",AUDIO="aud"',
        'https://cdn.example.com/vod/1080p/index.m3u8',
        '',
      ].join('\n'),
    );
    // Cutting the cut-down master again changes nothing (the worker reads it back from its cache).
    expect(chooseStream(master(choice.master), 1920)).toEqual(choice);
  });

  it('keeps a variant without audio group alone', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=1280x720\nhd.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=400\nsd.m3u8\n';
    const choice = chooseStream(master(text), 1920)!;
    expect(choice.playlists).toEqual(['https://cdn.example.com/vod/hd.m3u8']);
    expect(choice.master).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=1280x720\nhttps://cdn.example.com/vod/hd.m3u8\n');
  });
});
