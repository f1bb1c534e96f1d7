import { careerTexts, formatDate, newsTeaserTexts } from '@asp/i18n';
import { selectableBranches } from './branch-visibility';
import type { Branch, Id } from './types';

/** News teaser and overview: 3 items until expanded (website.md §9). */
export const TEASER_COUNT = 3;

/** A content node (website.md §3): id, type, isPublic, content. */
export interface ContentNode<C = Record<string, unknown>> {
  id: Id;
  type: string;
  isPublic: boolean;
  content: C;
}

export interface NewsContent {
  name?: string;
  date?: string | null;
  text?: string;
}

export interface JobContent {
  title?: string;
  name?: string;
  text?: string;
  date?: string | null;
  /** Branch identifiers; may contain 'all'. */
  location?: string[] | null;
  isNews?: boolean;
}

const timeOf = (node: ContentNode<{ date?: string | null }>): number => {
  const t = node.content?.date ? new Date(node.content.date).getTime() : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * The news teaser list (website.md §2): public news and public jobs flagged isNews, sorted
 * by date descending (a missing date counts as oldest; equal dates keep their order).
 */
export function newsItems<N extends ContentNode<NewsContent | JobContent>>(nodes: N[]): N[] {
  return nodes
    .filter((n) => n.isPublic && (n.type === 'news' || (n.type === 'job' && !!(n.content as JobContent)?.isNews)))
    .map((node, index) => ({ node, index }))
    .sort((a, b) => {
      const ta = timeOf(a.node);
      const tb = timeOf(b.node);
      if (ta === tb) return a.index - b.index;
      return tb > ta ? 1 : -1;
    })
    .map((e) => e.node);
}

/** The 3 newest items (teaser_news). */
export function newsTeaser<N extends ContentNode<NewsContent | JobContent>>(nodes: N[]): N[] {
  return newsItems(nodes).slice(0, TEASER_COUNT);
}

/**
 * The overview list (overview_news): the first 3, or all when expanded; the toggle
 * 'Alle anzeigen' / 'Weniger anzeigen' shows only when there are more than 3.
 */
export function newsOverview<N extends ContentNode<NewsContent | JobContent>>(
  nodes: N[],
  expanded: boolean,
): { items: N[]; toggleLabel: string | null } {
  const all = newsItems(nodes);
  return {
    items: expanded ? all : all.slice(0, TEASER_COUNT),
    toggleLabel: all.length > TEASER_COUNT ? (expanded ? newsTeaserTexts.showLess : newsTeaserTexts.showAll) : null,
  };
}

/** Date of a teaser as DD.MM.YYYY ('' without a date). */
export function teaserDate(date: string | null | undefined, zone = 'Europe/Berlin'): string {
  return date ? formatDate(date, zone) : '';
}

/**
 * Career filter (website.md §2): a job matches when no filter or 'all' is selected, or its
 * location list contains the branch identifier or 'all'.
 */
export function jobMatchesBranch(job: ContentNode<JobContent>, filter: string | null | undefined): boolean {
  if (!filter || filter === 'all') return true;
  const location = job.content?.location ?? [];
  return location.includes(filter) || location.includes('all');
}

/** The public jobs of the career block for a filter. */
export function careerJobs<J extends ContentNode<JobContent>>(nodes: J[], filter: string | null | undefined): J[] {
  return nodes.filter((n) => n.type === 'job' && n.isPublic && jobMatchesBranch(n, filter));
}

/** Filter buttons: 'Alle Stellen' plus one per public, enabled branch. */
export function careerFilters(
  branches: Array<Pick<Branch, 'identifier' | 'name' | 'isPublic' | 'isEnabled'>>,
): Array<{ identifier: string; label: string }> {
  return [
    { identifier: 'all', label: careerTexts.allJobs },
    ...selectableBranches(branches).map((b) => ({ identifier: b.identifier, label: b.name })),
  ];
}

/** Empty career result text. */
export function careerEmptyText(jobs: unknown[]): string | null {
  return jobs.length === 0 ? careerTexts.noJobs : null;
}

/** The location names of a job ('Filiale:' line): branch names, 'all' as 'Alle Filialen'. */
export function jobLocationNames(job: ContentNode<JobContent>, branches: Array<Pick<Branch, 'identifier' | 'name'>>): string[] {
  return (job.content?.location ?? []).map((id) =>
    id === 'all' ? careerTexts.allBranches : (branches.find((b) => b.identifier === id)?.name ?? id),
  );
}
