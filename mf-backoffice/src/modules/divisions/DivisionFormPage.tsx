import { divisionInputSchema, type Division } from '@asp/contracts';
import { backofficeDivisionTexts as t } from '@asp/i18n';
import { FormRichTextField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DIVISIONS_PATH } from './DivisionListPage';
import { useCreateDivisionMutation, useDivisionQuery, useUpdateDivisionMutation } from './divisions-api';
import styles from './divisions.module.css';

/** The division form: name, description (rich text) and the logo from the image library. */
function DivisionForm({ original }: { original: Division | null }) {
  const [create] = useCreateDivisionMutation();
  const [update] = useUpdateDivisionMutation();
  const save = useSaveRecord({ original, create, update, after: DIVISIONS_PATH });
  const form = useKitForm(divisionInputSchema, {
    defaultValues: { name: original?.name ?? '', description: original?.description ?? '', logo: original?.logo ?? null },
  });
  return (
    <KitForm form={form} testId="division-form" cancelTo={DIVISIONS_PATH} onSubmit={save}>
      <FormTextField form={form} name="name" label={t.name} />
      <FormRichTextField form={form} name="description" label={t.description} />
      <CatalogImageField form={form} name="logo" label={t.logo} />
    </KitForm>
  );
}

/** /backend/divisions/new and /backend/divisions/:id — an existing one loaded fresh, so the form never edits a stale copy. */
function DivisionPage() {
  const division = useRecordFromUrl(useDivisionQuery);
  return (
    <RecordPage record={division} title={{ create: t.createTitle, edit: t.editTitle }} backTo={DIVISIONS_PATH} className={styles.page}>
      {(original) => <DivisionForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const DivisionCreatePage = DivisionPage;
export const DivisionEditPage = DivisionPage;
