import { workingActivityKindSchema, type WorkingActivity } from '@asp/contracts';
import { backofficeTexts, backofficeTimeTexts as t, kitTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, FormSelectField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ACTIVITIES_PATH } from './ActivityListPage';
import { formatInstant, fromLocalInput, toLocalInput, usePeople } from './people';
import { useUpdateWorkingActivityMutation, useWorkingActivityQuery } from './working-time-api';
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
  const navigate = useNavigate();
  const [update] = useUpdateWorkingActivityMutation();
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
      onSubmit={async (values) => {
        const { id: _id, ...rest } = original;
        await update({
          ...rest,
          id: original.id,
          kind: values.kind,
          start: fromLocalInput(values.start) ?? original.start,
          end: fromLocalInput(values.end),
          comment: values.comment,
          changeReason: values.changeReason,
        }).unwrap();
        showToast(kitTexts.saved);
        navigate(ACTIVITIES_PATH);
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
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const activity = useWorkingActivityQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const people = usePeople();
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (activity.isError)
    content = null; // the layout shows 'Aktivitäten konnten nicht geladen werden.' with a retry
  else if (!activity.data || activity.isFetching) content = <Loader />;
  else
    content = (
      <>
        <p>
          {people.userName(activity.data.user)} · {people.branchName(activity.data.branch)} · {formatInstant(activity.data.start)}
        </p>
        <ActivityForm key={activity.data.id} original={activity.data} />
      </>
    );
  return (
    <section className={styles.page}>
      <p>
        <Link to={ACTIVITIES_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{t.editActivity}</h1>
      {content}
    </section>
  );
}
