import { sceneInputSchema, type Scene } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import {
  ErrorNotice,
  FormNumberField,
  FormTextAreaField,
  FormTextField,
  KitForm,
  Loader,
  ResourceTable,
  showToast,
  useKitForm,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCreateSceneMutation, useRemoveSceneMutation, useSceneListQuery, useSceneQuery, useUpdateSceneMutation } from './signage-api';
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
function SceneForm({ original }: { original?: Scene }) {
  const navigate = useNavigate();
  const [create] = useCreateSceneMutation();
  const [update] = useUpdateSceneMutation();
  const form = useKitForm(sceneInputSchema, {
    defaultValues: {
      path: original?.path ?? '',
      name: original?.name ?? '',
      content: original?.content ?? { html: '', segments: [], duration: 10 },
    },
  });
  return (
    <KitForm
      form={form}
      testId="scene-form"
      cancelTo={SCENES_PATH}
      onSubmit={async (values) => {
        if (original) await update({ id: original.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(SCENES_PATH);
      }}
    >
      <FormTextField form={form} name="path" label={t.path} />
      <FormTextField form={form} name="name" label={t.name} />
      <FormTextAreaField form={form} name="content.html" label={t.sceneHtml} />
      <FormNumberField form={form} name="content.duration" label={t.sceneDuration} step="1" />
    </KitForm>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={SCENES_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/signage/scenes/new */
export function SceneCreatePage() {
  return (
    <Frame title={t.sceneCreateTitle}>
      <SceneForm />
    </Frame>
  );
}

/** /backend/signage/scenes/:id */
export function SceneEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const scene = useSceneQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (scene.isError) content = null;
  else if (!scene.data || scene.isFetching) content = <Loader />;
  else content = <SceneForm key={scene.data.id} original={scene.data} />;
  return <Frame title={t.sceneEditTitle}>{content}</Frame>;
}
