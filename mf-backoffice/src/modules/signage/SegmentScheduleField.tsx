import type { segmentInputSchema } from '@asp/contracts';
import { backofficeSignageEditorTexts as e } from '@asp/i18n';
import type { KitFormOf } from '@asp/web-kit';
import { Controller } from 'react-hook-form';
import { ScheduleEditor } from './ScheduleEditor';

/** The segment form's schedule: when the Filmsequenz may play at all (days, time windows, dates). */
export function SegmentScheduleField({ form }: { form: KitFormOf<typeof segmentInputSchema> }) {
  return (
    <Controller
      control={form.control}
      name="schedule"
      render={({ field }) => <ScheduleEditor value={field.value} onChange={field.onChange} label={e.schedule} testId="segment-schedule" />}
    />
  );
}
