import { redirectInputSchema, type Redirect } from '@asp/contracts';
import { backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import { FormSelectField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { useNavigate } from 'react-router-dom';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../../../ui/RecordPage';
import { REDIRECTS_PATH } from '../paths';
import { useCreateRedirectMutation, useRedirectQuery, useRemoveRedirectMutation, useUpdateRedirectMutation } from '../website-api';
import styles from '../website.module.css';

/** /backend/redirects/new and /backend/redirects/:id: source path, target, 301 or 302. */
export function RedirectFormPage() {
  const id = useRecordId();
  const redirect = useRedirectQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  if (id !== null && !redirect.data) return redirect.isLoading || redirect.isFetching ? <Loader /> : null;
  return <RedirectForm key={id ?? 'new'} redirect={redirect.data ?? null} />;
}

function RedirectForm({ redirect }: { redirect: Redirect | null }) {
  const navigate = useNavigate();
  const [createRedirect] = useCreateRedirectMutation();
  const [updateRedirect] = useUpdateRedirectMutation();
  const [removeRedirect] = useRemoveRedirectMutation();
  const form = useKitForm(redirectInputSchema, {
    defaultValues: { path: redirect?.path ?? '', target: redirect?.target ?? '', statusCode: redirect?.statusCode ?? 301 },
  });
  return (
    <section className={styles.page}>
      <h1>{redirect ? t.redirects.editTitle : t.redirects.createTitle}</h1>
      <KitForm
        form={form}
        testId="redirect-form"
        cancelTo={REDIRECTS_PATH}
        onSubmit={async (values) => {
          await (redirect ? updateRedirect({ id: redirect.id, ...values }) : createRedirect(values)).unwrap();
          showToast(kitTexts.saved);
          navigate(REDIRECTS_PATH);
        }}
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
    </section>
  );
}
