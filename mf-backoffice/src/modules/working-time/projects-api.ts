import type { Project, ProjectInput, Task, TaskInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

const taggedApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Project', 'Task'] });

/** Projekte and Aufgaben (document 1 §1 "projects and tasks"): standard resources of the time-tracking service. */
export const projectsApi = taggedApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Project, ProjectInput>()(builder, {
      name: 'project',
      tag: 'Project',
      path: '/projects',
      resource: 'projects',
      swallowPage: true,
    }),
});
export const tasksApi = taggedApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Task, TaskInput>()(builder, { name: 'task', tag: 'Task', path: '/tasks', resource: 'tasks', swallowPage: true }),
});

export const {
  useProjectPageQuery,
  useProjectListQuery,
  useProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useRemoveProjectMutation,
} = projectsApi;
export const { useTaskPageQuery, useTaskQuery, useCreateTaskMutation, useUpdateTaskMutation, useRemoveTaskMutation } = tasksApi;
