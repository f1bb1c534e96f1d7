import type { ConfiguratorPreviewProps } from '@asp/web-kit';
import { ConfiguratorPanel } from './ConfiguratorPanel';
import { STOREFRONT_SCOPE } from '../storefront-scope';
// Loaded alone by the back office: it brings the rules storefront-scope.ts only names.
import '../later-stylesheets';

/**
 * The storefront's configurator as the back office's live preview (exposed by this
 * remote as './ConfiguratorPreview', props in web-kit's configurator-preview.ts): the
 * product name as the dialog would title it and the same ConfiguratorPanel the shop
 * shows, priced like a takeaway cart without a branch. Saving does nothing here. The
 * panel needs no store and no start-up context: currency and product come as props.
 * Every change of the edited product starts the preview afresh (its key), so what the
 * staff see always matches the form.
 */
export default function ConfiguratorPreview({ product, currency }: ConfiguratorPreviewProps) {
  return (
    // Shown inside the back office: the storefront's stylesheets apply within their scope only.
    <div className={STOREFRONT_SCOPE}>
      <section className="asp-configurator-preview" aria-label={product.name} data-testid="configurator-preview">
        <h2 className="asp-configurator-preview__title">{product.name}</h2>
        <ConfiguratorPanel key={JSON.stringify(product)} product={product} currency={currency} orderType="takeaway" />
      </section>
    </div>
  );
}
