import type { ContentNode } from '@asp/contracts';
import { slugify } from '@asp/domain';

/**
 * Detail pages of nodes (website.md §2 routes): /unsere-tiere/{slug} from the animal name,
 * /news/{slug} from the news name, /job/{slug} from the job title (or name). Slug rule: libs/domain slugify.
 */
export function nodeTitle(node: ContentNode): string {
  const content = node.content as { title?: unknown; name?: unknown };
  const title = node.type === 'job' && typeof content.title === 'string' && content.title ? content.title : content.name;
  return typeof title === 'string' ? title : '';
}

export const NODE_ROUTE_PREFIX = { animal: '/unsere-tiere', news: '/news', job: '/job' } as const;
export type DetailNodeType = keyof typeof NODE_ROUTE_PREFIX;

export function nodePath(node: ContentNode): string {
  const prefix = NODE_ROUTE_PREFIX[node.type as DetailNodeType] ?? '';
  return `${prefix}/${slugify(nodeTitle(node))}`;
}

/** The public node of a type whose slug is `slug` (jobs only when flagged isNews). */
export function nodeBySlug(nodes: readonly ContentNode[], type: DetailNodeType, slug: string): ContentNode | null {
  return (
    nodes.find(
      (node) =>
        node.type === type &&
        node.isPublic &&
        (type !== 'job' || (node.content as { isNews?: unknown }).isNews === true) &&
        slugify(nodeTitle(node)) === slug,
    ) ?? null
  );
}
