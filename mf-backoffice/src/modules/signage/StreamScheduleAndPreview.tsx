import type { Segment, streamInputSchema } from '@asp/contracts';
import { backofficeSignageEditorTexts as e } from '@asp/i18n';
import type { KitFormOf } from '@asp/web-kit';
import { Controller, useWatch } from 'react-hook-form';
import { ScheduleEditor } from './ScheduleEditor';
import { StreamPreview } from './StreamPreview';

interface Props {
  form: KitFormOf<typeof streamInputSchema>;
  streamId?: number;
  segments: Segment[];
}

/** The stream's own schedule and the live preview of what the form holds now (also unsaved). */
export function StreamScheduleAndPreview({ form, streamId, segments }: Props) {
  const entries = useWatch({ control: form.control, name: 'entries' }) ?? [];
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  return (
    <>
      <Controller
        control={form.control}
        name="schedule"
        render={({ field }) => (
          <ScheduleEditor value={field.value} onChange={field.onChange} label={e.streamSchedule} testId="stream-schedule" />
        )}
      />
      <StreamPreview streamId={streamId} entries={entries} schedule={schedule} segments={segments} />
    </>
  );
}
