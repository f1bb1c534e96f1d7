import { chromeTexts } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';
import { useChrome } from './chrome-context';
import { toolbarContent } from './toolbar-content';
import { useNow } from '@asp/web-kit';

/** The opening-hours toolbar (storefront.md §2.13), shown when the toolbar plugin is on. */
export function OpeningHoursToolbar() {
  const { config, branches, meta } = useChrome();
  const now = useNow();
  if (!config.enablePluginToolbar) return null;
  const content = toolbarContent(branches, meta.branchIdentifier, now, config.timeZone);
  return (
    <div className="asp-toolbar" role="region" aria-label={chromeTexts.toolbar.openingHours} data-testid="opening-hours-toolbar">
      {content.kind === 'branch' ? (
        <>
          <Link to="/" className="asp-toolbar__branch" data-testid="toolbar-branch-link">
            {content.name}
          </Link>
          <span
            className={content.isWarning ? 'asp-toolbar__state asp-toolbar__state--warning' : 'asp-toolbar__state'}
            data-testid="toolbar-state"
          >
            {content.text}
          </span>
        </>
      ) : (
        <span className="asp-toolbar__state" data-testid="toolbar-state">
          {content.text}
        </span>
      )}
    </div>
  );
}
