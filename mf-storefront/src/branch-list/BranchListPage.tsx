import { branchCountText } from '@asp/domain';
import { branchListTexts, resourceError, storefrontTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { useGetBranchesQuery, useGetDivisionsQuery, useGetTagsQuery } from '../api';
import { useAppDispatch } from '../store';
import { clearBranchSelection } from '../selection-slice';
import { useConfig } from '../startup-context';
import { useNow } from '@asp/web-kit';
import { BranchCard } from './BranchCard';
import { TagFilter } from './TagFilter';
import { filterableTags, toggleTag, visibleBranches } from './visible-branches';
import styles from './BranchListPage.module.css';

/** Fresh data every time the page opens: a branch changed in the back office shows at once. */
const fresh = { refetchOnMountOrArgChange: true } as const;

/**
 * Branch list / division page at / (storefront.md §2.5): configured title and
 * description, optional search and tag filters, the count text and one card per branch.
 * On opening the branch selection is cleared and divisions and branches are loaded.
 */
export function BranchListPage() {
  const config = useConfig();
  const dispatch = useAppDispatch();
  const now = useNow();
  const branches = useGetBranchesQuery(undefined, fresh);
  const divisions = useGetDivisionsQuery(undefined, fresh);
  const tags = useGetTagsQuery(undefined, { ...fresh, skip: !config.enablePluginTags && !config.enablePluginSearch });
  const [term, setTerm] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);

  useEffect(() => {
    dispatch(clearBranchSelection());
  }, [dispatch]);

  // Staff signed in get disabled branches too; the shop shows what customers see.
  const allBranches = useMemo(() => (branches.data ?? []).filter((branch) => branch.isEnabled), [branches.data]);
  const offeredTags = useMemo(() => filterableTags(tags.data ?? [], allBranches), [tags.data, allBranches]);
  const shown = useMemo(
    () =>
      visibleBranches(allBranches, tags.data ?? [], {
        term: config.enablePluginSearch ? term : '',
        tagIds: config.enablePluginTags ? tagIds : [],
      }),
    [allBranches, tags.data, config.enablePluginSearch, config.enablePluginTags, term, tagIds],
  );

  return (
    <div className={`${styles.root} asp-branch-list`}>
      {config.title ? <h1 className="asp-branch-list__title">{config.title}</h1> : null}
      {config.description ? (
        // The description is HTML written by staff in the back office (storefront.md §2.5).
        <div className="asp-branch-list__description" dangerouslySetInnerHTML={{ __html: config.description }} />
      ) : null}

      {config.enablePluginSearch ? (
        <input
          type="search"
          className="asp-branch-list__search"
          placeholder={branchListTexts.searchPlaceholder}
          aria-label={storefrontTexts.branchSearchLabel}
          data-testid="branch-search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      ) : null}
      {config.enablePluginTags ? (
        <TagFilter
          tags={offeredTags}
          selected={tagIds}
          loading={tags.isLoading || branches.isLoading}
          onToggle={(id) => setTagIds((current) => toggleTag(current, id))}
        />
      ) : null}

      {tags.isError ? <ErrorNotice message={resourceError('tags', 'load')} onRetry={() => void tags.refetch()} /> : null}
      {divisions.isError ? <ErrorNotice message={resourceError('divisions', 'load')} onRetry={() => void divisions.refetch()} /> : null}

      {branches.isError ? (
        <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />
      ) : branches.isLoading ? (
        <Loader />
      ) : (
        <>
          <p className="asp-branch-list__count" data-testid="branch-count" aria-live="polite">
            {branchCountText(shown.length, allBranches.length)}
          </p>
          {shown.length === 0 ? null : (
            <ul className="asp-branch-list__cards">
              {shown.map((branch) => (
                <li key={branch.id}>
                  <BranchCard branch={branch} now={now} timeZone={config.timeZone} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
