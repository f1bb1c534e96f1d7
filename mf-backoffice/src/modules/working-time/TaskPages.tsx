import { taskInputSchema, type Task } from '@asp/contracts';
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
import { Link, useSearchParams } from '@asp/web-kit/router';
import {
  useCreateTaskMutation,
  useProjectListQuery,
  useRemoveTaskMutation,
  useTaskPageQuery,
  useTaskQuery,
  useUpdateTaskMutation,
} from './projects-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import styles from './working-time.module.css';

export const TASKS_PATH = '/backend/tasks';

/** The projects as select options (a handful per shop: the whole list). */
function useProjectOptions() {
  const projects = useProjectListQuery();
  return useMemo(
    () => ({
      options: (projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
      name: (id: number) => projects.data?.find((project) => project.id === id)?.name ?? `#${id}`,
    }),
    [projects.data],
  );
}

/** /backend/tasks: filtered by project and name, sorted and paged in SQL; bulk delete. */
export function TaskListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useTaskPageQuery(list.search);
  const [remove] = useRemoveTaskMutation();
  const projects = useProjectOptions();
  const columns = useMemo<ColumnDef<Task, any>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t.name,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${TASKS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'project', header: t.project, cell: ({ row }) => projects.name(row.original.project) },
      { id: 'isDone', header: t.isDone, cell: ({ row }) => (row.original.isDone ? backofficeTexts.yes : backofficeTexts.no) },
    ],
    [projects],
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.tasksTitle}</h1>
        <Link
          className="asp-button"
          to={`${TASKS_PATH}/new${list.filters.project ? `?project=${list.filters.project}` : ''}`}
          data-testid="create-task"
        >
          {backofficeTexts.create}
        </Link>
      </div>
      <div className={styles.filters}>
        <label>
          {t.project}
          <select value={list.filters.project ?? ''} onChange={(event) => list.setFilter('project', event.target.value)}>
            <option value="">–</option>
            {projects.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {kitTexts.search}
          <input type="search" value={list.filters.q ?? ''} onChange={(event) => list.setFilter('q', event.target.value)} />
        </label>
      </div>
      <ResourceTable<Task>
        testId="task-table"
        label={t.tasksTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(task) => String(task.id)}
        columnChoiceKey="tasks"
        bulkDelete={{ resource: 'tasks', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}

function TaskForm({ original, project }: { original: Task | null; project?: number }) {
  const projects = useProjectOptions();
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();
  const save = useSaveRecord({ original, create, update, after: (values) => `${TASKS_PATH}?project=${values.project}` });
  const form = useKitForm(taskInputSchema, {
    defaultValues: {
      project: original?.project ?? project,
      name: original?.name ?? '',
      description: original?.description ?? '',
      isDone: original?.isDone ?? false,
    },
  });
  return (
    <KitForm form={form} testId="task-form" cancelTo={TASKS_PATH} onSubmit={save}>
      <FormSelectField form={form} name="project" label={t.project} numeric options={projects.options} placeholder="–" />
      <FormTextField form={form} name="name" label={t.name} />
      <FormTextAreaField form={form} name="description" label={t.description} />
      <FormCheckboxField form={form} name="isDone" label={t.isDone} />
    </KitForm>
  );
}

/** /backend/tasks/new[?project=] and /backend/tasks/:id */
function TaskPage() {
  const record = useRecordFromUrl(useTaskQuery);
  const project = Number(useSearchParams()[0].get('project'));
  return (
    <RecordPage record={record} title={{ create: t.taskCreate, edit: t.taskEdit }} backTo={TASKS_PATH} className={styles.page}>
      {(original) => (
        <TaskForm
          key={original?.id ?? 'new'}
          original={original}
          project={Number.isInteger(project) && project > 0 ? project : undefined}
        />
      )}
    </RecordPage>
  );
}

export const TaskCreatePage = TaskPage;
export const TaskEditPage = TaskPage;
