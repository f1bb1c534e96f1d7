import type { signageDeviceInputSchema } from '@asp/contracts';
import type { KitFormOf } from '@asp/web-kit';
import { useWatch } from 'react-hook-form';
import { useSignageSegmentListQuery, useSignageStreamListQuery } from './signage-api';
import { StreamPreview } from './StreamPreview';

/** The TV form's live preview: the chosen stream at the resolution the form holds now. */
export function TvPreview({ form }: { form: KitFormOf<typeof signageDeviceInputSchema> }) {
  const streamId = useWatch({ control: form.control, name: 'stream' });
  const resolution = useWatch({ control: form.control, name: 'resolution' });
  const streams = useSignageStreamListQuery();
  const segments = useSignageSegmentListQuery();
  const stream = streams.data?.find((candidate) => candidate.id === Number(streamId));
  const width = Number(resolution?.width);
  const height = Number(resolution?.height);
  if (!stream || !(width >= 320) || !(height >= 240)) return null;
  return (
    <StreamPreview
      entries={stream.entries ?? []}
      schedule={stream.schedule}
      segments={segments.data ?? []}
      resolution={{ width, height }}
    />
  );
}
