import type { Tag, TagInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Tags: the standard resource calls on /api/tags (document 1 §7). The branch form reads
 * the list for its tag choice; the tags module (when it exists) uses the same endpoints.
 */
export const tagsApi = backofficeApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Tag, TagInput>()(builder, { name: 'tag', tag: 'Tag', path: '/tags', resource: 'tags', inPlace: true }),
});

export const { useTagListQuery } = tagsApi;
