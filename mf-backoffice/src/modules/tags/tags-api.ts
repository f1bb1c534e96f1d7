import type { Tag, TagInput } from '@asp/contracts';
import { createResourceApi } from '@asp/web-kit';

/**
 * Tags: the standard resource calls on /api/tags (document 1 §7). The branch form reads
 * the list for its tag choice; the tags module (when it exists) uses the same api.
 * Registered in ../../store.ts.
 */
export const tagsApi = createResourceApi<Tag, TagInput, 'tagsApi'>({
  reducerPath: 'tagsApi',
  path: '/tags',
  resource: 'tags',
});

export const { useListQuery: useTagListQuery } = tagsApi;
