import { sceneInputSchema, type Scene } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts } from '@asp/i18n';
import {
  FormNumberField,
  FormTextAreaField,
  FormTextField,
  KitForm,
  ResourceTable,
  useKitForm,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { useCreateSceneMutation, useRemoveSceneMutation, useSceneListQuery, useSceneQuery, useUpdateSceneMutation } from './signage-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import styles from './signage.module.css';

export const SCENES_PATH = '/backend/signage/scenes';

/** /backend/signage/scenes: the scenes (few per shop: the table pages in the browser). */
export function SceneListPage() {
  const list = useListState({ sort: 'name' });
  const scenes = useSceneListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveSceneMutation();
  const columns = useMemo<ColumnDef<Scene, any>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        enableSorting: true,
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, 'de'),
        cell: ({ row }) => <Link to={`${SCENES_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'path', header: t.path, enableSorting: true, cell: ({ row }) => row.original.path },
    ],
    [],
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.scenesTitle}</h1>
        <Link className="asp-button" to={`${SCENES_PATH}/new`} data-testid="create-scene">
          {backofficeTexts.create}
        </Link>
      </div>
      <ResourceTable<Scene>
        testId="scene-table"
        label={t.scenesTitle}
        columns={columns}
        rows={scenes.data}
        isLoading={scenes.isFetching}
        list={list}
        getRowId={(scene) => String(scene.id)}
        columnChoiceKey="signage-scenes"
        bulkDelete={{ resource: 'scenes', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}

/** The scene form: path, name, its HTML slide and how long it stays; its segment list is kept as it is. */
function SceneForm({ original }: { original: Scene | null }) {
  const [create] = useCreateSceneMutation();
  const [update] = useUpdateSceneMutation();
  const save = useSaveRecord({ original, create, update, after: SCENES_PATH });
  const form = useKitForm(sceneInputSchema, {
    defaultValues: {
      path: original?.path ?? '',
      name: original?.name ?? '',
      content: original?.content ?? { html: '', segments: [], duration: 10 },
    },
  });
  return (
    <KitForm form={form} testId="scene-form" cancelTo={SCENES_PATH} onSubmit={save}>
      <FormTextField form={form} name="path" label={t.path} />
      <FormTextField form={form} name="name" label={t.name} />
      <FormTextAreaField form={form} name="content.html" label={t.sceneHtml} />
      <FormNumberField form={form} name="content.duration" label={t.sceneDuration} step="1" />
    </KitForm>
  );
}

/** /backend/signage/scenes/new and /backend/signage/scenes/:id */
function ScenePage() {
  const record = useRecordFromUrl(useSceneQuery);
  return (
    <RecordPage record={record} title={{ create: t.sceneCreateTitle, edit: t.sceneEditTitle }} backTo={SCENES_PATH} className={styles.page}>
      {(original) => <SceneForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const SceneCreatePage = ScenePage;
export const SceneEditPage = ScenePage;
