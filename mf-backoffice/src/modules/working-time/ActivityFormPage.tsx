import { workingActivityKindSchema, type WorkingActivity } from '@asp/contracts';
import { backofficeTimeTexts as t } from '@asp/i18n';
import { FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { z } from 'zod';
import { ACTIVITIES_PATH } from './ActivityListPage';
import { formatInstant, fromLocalInput, toLocalInput, usePeople } from './people';
import { useUpdateWorkingActivityMutation, useWorkingActivityQuery } from './working-time-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import styles from './working-time.module.css';

/**
 * The form's values: times as the datetime-local inputs hold them (the shop's wall
 * clock), turned into instants on save. The change reason is what the service requires
 * for a closed month (a new one per change); its 409 is shown by the layout.
 */
const activityFormSchema = z.object({
  kind: workingActivityKindSchema,
  start: z.string().min(1),
  end: z.string(),
  comment: z.string().max(500),
  changeReason: z.string().max(500),
});

function ActivityForm({ original }: { original: WorkingActivity }) {
  const [update] = useUpdateWorkingActivityMutation();
  const save = useSaveRecord({ original, update, after: ACTIVITIES_PATH });
  const form = useKitForm(activityFormSchema, {
    defaultValues: {
      kind: original.kind,
      start: toLocalInput(original.start),
      end: toLocalInput(original.end),
      comment: original.comment,
      changeReason: '',
    },
  });
  return (
    <KitForm
      form={form}
      testId="activity-form"
      cancelTo={ACTIVITIES_PATH}
      onSubmit={(values) => {
        const { id: _id, ...rest } = original;
        return save({
          ...rest,
          kind: values.kind,
          start: fromLocalInput(values.start) ?? original.start,
          end: fromLocalInput(values.end),
          comment: values.comment,
          changeReason: values.changeReason,
        });
      }}
    >
      <FormSelectField
        form={form}
        name="kind"
        label={t.kind}
        options={workingActivityKindSchema.options.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
      />
      <FormTextField form={form} name="start" type="datetime-local" label={t.start} />
      <FormTextField form={form} name="end" type="datetime-local" label={t.end} />
      <FormTextField form={form} name="comment" label={t.comment} />
      <FormTextField form={form} name="changeReason" label={t.changeReason} hint={t.changeReasonHint} />
    </KitForm>
  );
}

/** /backend/working-activities/:id — loads the record fresh, so the form never edits a stale copy. */
export function ActivityEditPage() {
  const activity = useRecordFromUrl(useWorkingActivityQuery);
  const people = usePeople();
  return (
    <RecordPage record={activity} title={{ create: t.editActivity, edit: t.editActivity }} backTo={ACTIVITIES_PATH} className={styles.page}>
      {(original) =>
        original ? (
          <>
            <p>
              {people.userName(original.user)} · {people.branchName(original.branch)} · {formatInstant(original.start)}
            </p>
            <ActivityForm key={original.id} original={original} />
          </>
        ) : null
      }
    </RecordPage>
  );
}
