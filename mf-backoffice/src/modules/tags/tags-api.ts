import type { Tag, TagInput } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Tags: the standard resource calls on /api/tags (document 1 §7) and the page of the tags
 * list (?q=&sort=name). The branch form reads the whole list for its tag choice. Failures
 * are the layout's to show (CallStatus with the §8 message and a retry).
 */
export const tagsApi = backofficeApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Tag, TagInput>()(builder, { name: 'tag', tag: 'Tag', path: '/tags', resource: 'tags', swallowPage: true }),
});

export const { useTagListQuery, useTagPageQuery, useTagQuery, useCreateTagMutation, useUpdateTagMutation, useRemoveTagMutation } = tagsApi;
