import { redirectInputSchema, type Redirect } from '@asp/contracts';
import { backofficeWebsiteTexts as t, resourceNouns } from '@asp/i18n';
import { FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../../ui/RecordPage';
import { REDIRECTS_PATH } from '../paths';
import { useCreateRedirectMutation, useRedirectQuery, useRemoveRedirectMutation, useUpdateRedirectMutation } from '../website-api';
import styles from '../website.module.css';

/** /backend/redirects/new and /backend/redirects/:id: source path, target, 301 or 302. */
export function RedirectFormPage() {
  const record = useRecordFromUrl(useRedirectQuery);
  return (
    <RecordPage record={record} title={{ create: t.redirects.createTitle, edit: t.redirects.editTitle }} className={styles.page}>
      {(redirect) => <RedirectForm key={redirect?.id ?? 'new'} redirect={redirect} />}
    </RecordPage>
  );
}

function RedirectForm({ redirect }: { redirect: Redirect | null }) {
  const [createRedirect] = useCreateRedirectMutation();
  const [updateRedirect] = useUpdateRedirectMutation();
  const save = useSaveRecord({ original: redirect, create: createRedirect, update: updateRedirect, after: REDIRECTS_PATH });
  const [removeRedirect] = useRemoveRedirectMutation();
  const form = useKitForm(redirectInputSchema, {
    defaultValues: { path: redirect?.path ?? '', target: redirect?.target ?? '', statusCode: redirect?.statusCode ?? 301 },
  });
  return (
    <KitForm
      form={form}
      testId="redirect-form"
      cancelTo={REDIRECTS_PATH}
      onSubmit={save}
      actions={
        redirect ? (
          <DeleteRecordButton
            name={redirect.path}
            noun={resourceNouns.redirects.one}
            remove={() => removeRedirect(redirect.id).unwrap()}
            after={REDIRECTS_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="path" label={t.redirects.path} placeholder="/alte-seite" />
      <FormTextField form={form} name="target" label={t.redirects.target} placeholder="/neue-seite" />
      <FormSelectField
        form={form}
        name="statusCode"
        label={t.redirects.statusCode}
        numeric
        options={[
          { value: '301', label: t.redirects.permanent },
          { value: '302', label: t.redirects.temporary },
        ]}
      />
    </KitForm>
  );
}
