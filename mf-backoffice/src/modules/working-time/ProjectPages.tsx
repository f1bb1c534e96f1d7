import { projectInputSchema, type Project } from '@asp/contracts';
import { backofficeTexts, backofficeTimeTexts as t, kitTexts } from '@asp/i18n';
import {
  FormCheckboxField,
  FormSelectField,
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
import { usePeople } from './people';
import {
  useCreateProjectMutation,
  useProjectPageQuery,
  useProjectQuery,
  useRemoveProjectMutation,
  useUpdateProjectMutation,
} from './projects-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import styles from './working-time.module.css';

export const PROJECTS_PATH = '/backend/projects';

/** /backend/projects: searched by name, sorted and paged in SQL; bulk delete (a project with tasks is refused, 409). */
export function ProjectListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useProjectPageQuery(list.search);
  const [remove] = useRemoveProjectMutation();
  const people = usePeople();
  const columns = useMemo<ColumnDef<Project, any>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t.name,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${PROJECTS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'branch', header: t.branch, cell: ({ row }) => (row.original.branch ? people.branchName(row.original.branch) : '') },
      { id: 'isActive', header: t.active, cell: ({ row }) => (row.original.isActive ? backofficeTexts.yes : backofficeTexts.no) },
      {
        id: 'tasks',
        header: t.tasksTitle,
        cell: ({ row }) => <Link to={`/backend/tasks?project=${row.original.id}`}>{t.tasksTitle}</Link>,
      },
    ],
    [people],
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.projectsTitle}</h1>
        <Link className="asp-button" to={`${PROJECTS_PATH}/new`} data-testid="create-project">
          {backofficeTexts.create}
        </Link>
      </div>
      <label className={styles.search}>
        {kitTexts.search}
        <input type="search" value={list.filters.q ?? ''} onChange={(event) => list.setFilter('q', event.target.value)} />
      </label>
      <ResourceTable<Project>
        testId="project-table"
        label={t.projectsTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(project) => String(project.id)}
        columnChoiceKey="projects"
        bulkDelete={{ resource: 'projects', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}

function ProjectForm({ original }: { original: Project | null }) {
  const people = usePeople();
  const [create] = useCreateProjectMutation();
  const [update] = useUpdateProjectMutation();
  const save = useSaveRecord({ original, create, update, after: PROJECTS_PATH });
  const form = useKitForm(projectInputSchema, {
    defaultValues: {
      name: original?.name ?? '',
      description: original?.description ?? '',
      branch: original?.branch ?? null,
      isActive: original?.isActive ?? true,
    },
  });
  return (
    <KitForm form={form} testId="project-form" cancelTo={PROJECTS_PATH} onSubmit={save}>
      <FormTextField form={form} name="name" label={t.name} />
      <FormTextAreaField form={form} name="description" label={t.description} />
      <FormSelectField
        form={form}
        name="branch"
        label={t.branch}
        numeric
        options={people.branchOptions}
        placeholder={t.allBranchesOption}
      />
      <FormCheckboxField form={form} name="isActive" label={t.active} />
    </KitForm>
  );
}

/** /backend/projects/new and /backend/projects/:id */
function ProjectPage() {
  const record = useRecordFromUrl(useProjectQuery);
  return (
    <RecordPage record={record} title={{ create: t.projectCreate, edit: t.projectEdit }} backTo={PROJECTS_PATH} className={styles.page}>
      {(original) => <ProjectForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const ProjectCreatePage = ProjectPage;
export const ProjectEditPage = ProjectPage;
