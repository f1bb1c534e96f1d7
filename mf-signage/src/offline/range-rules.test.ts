import { answerFromWhole, parseRange, rangeAnswer } from './range-rules';

describe('byte ranges of a cached file', () => {
  it('reads bytes=a-b, bytes=a- and the suffix bytes=-n, clamped to the file', () => {
    expect(parseRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers whole where there is no range to honour, 416 where it starts beyond the end', () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('gives a 206 its Content-Range, Content-Length and Accept-Ranges', () => {
    expect(rangeAnswer({ start: 10, end: 19 }, 100, 'video/mp4')).toEqual({
      status: 206,
      headers: { 'Accept-Ranges': 'bytes', 'Content-Type': 'video/mp4', 'Content-Range': 'bytes 10-19/100', 'Content-Length': '10' },
    });
    expect(rangeAnswer('unsatisfiable', 100, null)).toEqual({
      status: 416,
      headers: { 'Accept-Ranges': 'bytes', 'Content-Range': 'bytes */100' },
    });
    expect(rangeAnswer(null, 100, null)).toEqual({ status: 200, headers: { 'Accept-Ranges': 'bytes', 'Content-Length': '100' } });
  });

  it('cuts the asked bytes out of the whole cached answer', async () => {
    const whole = () => new Response('0123456789', { headers: { 'Content-Type': 'video/mp4' } });
    const part = await answerFromWhole(whole(), 'bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(await part.text()).toBe('234');
    expect(await (await answerFromWhole(whole(), 'bytes=7-')).text()).toBe('789');
    expect((await answerFromWhole(whole(), 'bytes=10-')).status).toBe(416);
    const all = await answerFromWhole(whole(), 'bytes=0-1,4-5');
    expect([all.status, await all.text()]).toEqual([200, '0123456789']);
    expect(await (await answerFromWhole(whole(), null)).text()).toBe('0123456789');
  });
});
