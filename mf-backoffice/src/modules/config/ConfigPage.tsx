import { configTexts } from '@asp/i18n';
import { Loader, usePageTitle } from '@asp/web-kit';
import styles from './config.module.css';
import { categoryOptions, fontOptions } from './config-form';
import { useConfigCategoriesQuery, useConfigQuery, useFontsQuery } from './config-api';
import { ConfigForm } from './ConfigForm';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';

/**
 * /backend/config: loads the configuration (a failure: 'Konfiguration konnte nicht geladen
 * werden.' with a retry in the layout), the installed fonts ('Schriftarten konnten nicht
 * geladen werden.') and the categories, then shows the form. Without fonts the form still
 * works: the saved font stays choosable.
 */
export function ConfigPage({ reloadStartup }: { reloadStartup?: () => Promise<void> }) {
  usePageTitle(configTexts.title);
  const config = useConfigQuery();
  const fonts = useFontsQuery();
  const categories = useConfigCategoriesQuery();
  // Saving is for administrators (the service answers others 403): employees read only.
  const current = useOptionalSignedInUser();
  const readOnly = current !== null && !isAdmin(current);
  return (
    <section className={styles.page} data-testid="config-page">
      <h1>{configTexts.title}</h1>
      {readOnly ? (
        <p role="note" data-testid="config-read-only">
          {configTexts.adminOnly}
        </p>
      ) : null}
      {config.data ? (
        <ConfigForm
          config={config.data}
          fonts={fontOptions(fonts.data ?? [], config.data.font)}
          categories={categoryOptions(categories.data ?? [])}
          onSaved={reloadStartup}
          readOnly={readOnly}
        />
      ) : config.isLoading ? (
        <Loader />
      ) : null}
    </section>
  );
}
