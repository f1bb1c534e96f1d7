import { menuInputSchema, type Menu } from '@asp/contracts';
import { backofficeMenuTexts as texts, resourceNouns } from '@asp/i18n';
import { CheckboxField, FieldError, FormTextField, KitForm, TextField, useKitForm, formFieldName } from '@asp/web-kit';
import { Controller, get, type FieldError as FormFieldError } from 'react-hook-form';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { FormScheduleField } from '../catalog-parts/ScheduleEditor';
import { useCategoryListQuery } from '../categories/categories-api';
import { fromLocalInput, toLocalInput } from './menu-catalog';
import { MenuCatalogEditor } from './MenuCatalogEditor';
import { useCreateMenuMutation, useMenuProductChoicesQuery, useMenuQuery, useRemoveMenuMutation, useUpdateMenuMutation } from './menus-api';
import { MENUS_PATH } from './paths';
import styles from './MenuForm.module.css';

/** /backend/menus/new and /backend/menus/:id. */
export function MenuFormPage() {
  const record = useRecordFromUrl(useMenuQuery);
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(menu) => <MenuForm key={menu?.id ?? 'new'} menu={menu} />}
    </RecordPage>
  );
}

function MenuForm({ menu }: { menu: Menu | null }) {
  const branchFilter = useAppSelector(selectBranchFilter);
  const branches = useBranchListQuery();
  const categories = useCategoryListQuery();
  const products = useMenuProductChoicesQuery();
  const [createMenu] = useCreateMenuMutation();
  const [updateMenu] = useUpdateMenuMutation();
  const save = useSaveRecord({ original: menu, create: createMenu, update: updateMenu, after: MENUS_PATH });
  const [removeMenu] = useRemoveMenuMutation();
  const form = useKitForm(menuInputSchema, {
    defaultValues: {
      name: menu?.name ?? '',
      // A new menu starts with the branch the layout is filtered to.
      branches: menu?.branches ?? (branchFilter === null ? [] : [branchFilter]),
      availableFrom: menu?.availableFrom ?? null,
      schedule: menu?.schedule ?? null,
      catalog: menu?.catalog ?? [],
    },
  });
  const { errors } = form.formState;
  const errorOf = (path: string): string | undefined => (get(errors, formFieldName(path)) as FormFieldError | undefined)?.message;

  return (
    <KitForm
      form={form}
      testId="menu-form"
      cancelTo={MENUS_PATH}
      onSubmit={save}
      actions={
        menu ? (
          <DeleteRecordButton
            name={menu.name}
            noun={resourceNouns.menus.one}
            remove={() => removeMenu(menu.id).unwrap()}
            after={MENUS_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="name" label={texts.name} />
      <Controller
        control={form.control}
        name="branches"
        render={({ field }) => {
          const chosen: number[] = field.value ?? [];
          const branchError = errorOf('branches') ?? chosen.map((_id, index) => errorOf(`branches[${index}]`)).find(Boolean);
          return (
            <fieldset className={styles.branches} data-testid="menu-branches">
              <legend>{texts.branches}</legend>
              {(branches.data ?? []).map((branch) => (
                <CheckboxField
                  key={branch.id}
                  name={`branch-${branch.id}`}
                  label={branch.name}
                  checked={chosen.includes(branch.id)}
                  onChange={(checked) => field.onChange(checked ? [...chosen, branch.id] : chosen.filter((id) => id !== branch.id))}
                />
              ))}
              <FieldError message={branchError} />
            </fieldset>
          );
        }}
      />
      <Controller
        control={form.control}
        name="availableFrom"
        render={({ field, fieldState }) => (
          <TextField
            type="datetime-local"
            label={texts.availableFrom}
            name={field.name}
            hint={texts.availableFromHint}
            value={toLocalInput(field.value)}
            onChange={(value) => field.onChange(fromLocalInput(value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormScheduleField form={form} name="schedule" legend={texts.schedule} emptyHint={texts.scheduleHint} testId="menu-schedule" />
      <Controller
        control={form.control}
        name="catalog"
        render={({ field }) => (
          <MenuCatalogEditor
            value={(field.value ?? []).map((entry) => ({ id: entry.id, products: entry.products ?? [] }))}
            onChange={field.onChange}
            categories={categories.data ?? []}
            products={products.data ?? []}
            errorOf={errorOf}
          />
        )}
      />
    </KitForm>
  );
}
