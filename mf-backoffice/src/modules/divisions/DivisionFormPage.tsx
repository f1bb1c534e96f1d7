import { divisionInputSchema, type Division } from '@asp/contracts';
import { backofficeDivisionTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, FormRichTextField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DIVISIONS_PATH } from './DivisionListPage';
import { useCreateDivisionMutation, useDivisionQuery, useUpdateDivisionMutation } from './divisions-api';
import styles from './divisions.module.css';

/** The division form: name, description (rich text) and the logo from the image library. */
function DivisionForm({ original }: { original?: Division }) {
  const navigate = useNavigate();
  const [create] = useCreateDivisionMutation();
  const [update] = useUpdateDivisionMutation();
  const form = useKitForm(divisionInputSchema, {
    defaultValues: { name: original?.name ?? '', description: original?.description ?? '', logo: original?.logo ?? null },
  });
  return (
    <KitForm
      form={form}
      testId="division-form"
      cancelTo={DIVISIONS_PATH}
      onSubmit={async (values) => {
        if (original) await update({ id: original.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(DIVISIONS_PATH);
      }}
    >
      <FormTextField form={form} name="name" label={t.name} />
      <FormRichTextField form={form} name="description" label={t.description} />
      <CatalogImageField form={form} name="logo" label={t.logo} />
    </KitForm>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={DIVISIONS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/divisions/new */
export function DivisionCreatePage() {
  return (
    <Frame title={t.createTitle}>
      <DivisionForm />
    </Frame>
  );
}

/** /backend/divisions/:id — loads the record fresh, so the form never edits a stale copy. */
export function DivisionEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const division = useDivisionQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (division.isError)
    content = null; // the layout shows 'Organisationen konnten nicht geladen werden.' with a retry
  else if (!division.data || division.isFetching) content = <Loader />;
  else content = <DivisionForm key={division.data.id} original={division.data} />;
  return <Frame title={t.editTitle}>{content}</Frame>;
}
