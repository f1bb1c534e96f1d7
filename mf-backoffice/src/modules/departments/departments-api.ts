import type { Department, DepartmentInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/** Abteilungen: the standard calls on /api/departments, the list filtered and paged by the server (document 1 §7). */
export const departmentsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Department'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Department, DepartmentInput>()(builder, {
      name: 'department',
      tag: 'Department',
      path: '/departments',
      resource: 'departments',
      swallowPage: true,
    }),
});

export const {
  useDepartmentPageQuery,
  useDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useRemoveDepartmentMutation,
} = departmentsApi;
