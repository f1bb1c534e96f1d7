import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import {
  Button,
  CONFIGURATOR_PREVIEW_MODULE,
  CONFIGURATOR_PREVIEW_REMOTE,
  loadRemoteComponent,
  RemoteBoundary,
  type ConfiguratorPreviewProps,
} from '@asp/web-kit';
import { lazy, useId, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useWatch } from 'react-hook-form';
import type { ProductForm } from './builder-fields';
import { previewProps } from './preview-props';
import { useShopCurrency } from './shop-currency';
import styles from './ConfiguratorBuilder.module.css';

type RemotePreview = LazyExoticComponent<ComponentType<ConfiguratorPreviewProps>>;
let remotePreview: RemotePreview | null = null;

/**
 * The storefront's './ConfiguratorPreview' loaded at run time through web-kit's remote
 * loader (module federation, /remotes.json): once loaded it is kept; a failed load is
 * dropped, so the boundary's retry loads it again.
 */
function loadPreview(): RemotePreview {
  remotePreview ??= lazy(() =>
    loadRemoteComponent<ConfiguratorPreviewProps>(CONFIGURATOR_PREVIEW_REMOTE, CONFIGURATOR_PREVIEW_MODULE).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        remotePreview = null;
        throw error;
      },
    ),
  );
  return remotePreview;
}

/**
 * Live preview of the configurator being built: the storefront's own configurator (the
 * same remote module the shop runs) with the form's current values as the product
 * (preview-props.ts). Shown on request, so an edit page does not load the shop's code
 * until someone looks.
 */
export function LivePreview({ form }: { form: ProductForm }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const values = useWatch({ control: form.control });
  const currency = useShopCurrency();
  const Preview = open ? loadPreview() : null;

  return (
    <section className={styles.preview} aria-label={texts.preview} data-testid="configurator-live-preview">
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((shown) => !shown)}>
        {open ? texts.hidePreview : texts.showPreview}
      </Button>
      {Preview ? (
        <div id={regionId} className={styles.previewFrame}>
          <p className={styles.hint}>{texts.previewHint}</p>
          <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
            {/* One lazy component for the page's life (module-level); a new one only after a failed load, for the retry. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Preview {...previewProps(values, currency)} />
          </RemoteBoundary>
        </div>
      ) : null}
    </section>
  );
}
