import { isScheduleActive, type Playlist } from '@asp/contracts';

const nextMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);

/**
 * What the TV plays at `now` when the service cannot be asked: the segments of the
 * playlist's offline plan whose schedules (stream entry's and own) are active in Berlin time,
 * valid until the next minute. null when there is no plan, or the stream's own schedule has
 * ended (what comes then — the TV's scene — only the service knows): keep playing.
 */
export function playlistAt(playlist: Playlist, now: Date): Playlist | null {
  const plan = playlist.offline;
  if (!plan || !isScheduleActive(plan.streamSchedule, now)) return null;
  const segments = plan.segments
    .filter((segment) => segment.schedules.every((schedule) => isScheduleActive(schedule, now)))
    .map(({ schedules: _schedules, ...segment }) => segment);
  return { ...playlist, segments, generatedAt: now.toISOString(), validUntil: nextMinute(now).toISOString() };
}
