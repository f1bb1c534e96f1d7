import { useNow } from '@asp/web-kit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@asp/web-kit/router';
import { useBranchFilter } from '../../layout/use-branch-filter';
import { readSettings, writeSettings, type DashboardSettings } from './date-range';

export interface DashboardSettingsState {
  settings: DashboardSettings;
  change(next: DashboardSettings): void;
  /** URL and branch filter agree (until then no figures are loaded for a branch about to change). */
  ready: boolean;
}

/**
 * The dashboard's range, interval and branch, kept in the URL query (a bookmark or a
 * shared link shows the same view). The branch is the layout's branch filter (per user):
 * when the filter changes the URL follows; when the URL brings another branch (a link,
 * the back button) the filter follows; a URL without a branch takes the filter's.
 * Presets are evaluated against the current Berlin day (re-read each hour).
 */
export function useDashboardSettings(): DashboardSettingsState {
  const [query, setQuery] = useSearchParams();
  const { branch, setBranch } = useBranchFilter();
  const now = useNow(60_000);
  const hour = now.toISOString().slice(0, 13);
  const fromUrl = useMemo(() => readSettings(query, new Date(`${hour}:00:00Z`)), [query, hour]);

  const last = useRef<{ url: number | null; filter: number | null } | null>(null);
  useEffect(() => {
    const previous = last.current;
    last.current = { url: fromUrl.branch, filter: branch };
    if (fromUrl.branch === branch) return;
    const filterChanged = previous !== null && previous.filter !== branch;
    if (filterChanged || fromUrl.branch === null) setQuery(writeSettings({ ...fromUrl, branch }), { replace: true });
    else setBranch(fromUrl.branch);
  }, [fromUrl, branch, setBranch, setQuery]);

  const settings = useMemo(() => ({ ...fromUrl, branch }), [fromUrl, branch]);
  const change = useCallback((next: DashboardSettings) => setQuery(writeSettings({ ...next, branch })), [branch, setQuery]);
  return { settings, change, ready: fromUrl.branch === branch };
}
