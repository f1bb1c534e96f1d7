import type { Product } from '@asp/contracts';

/**
 * The storefront's item configurator as another remote may load it (docs/architecture.md
 * "Configurator preview"): mf_storefront exposes './ConfiguratorPreview' (default export,
 * a component with these props); the back office's product form shows it as the live
 * preview of the product being edited. Remotes never import each other, so the props are
 * declared here, once, for both.
 */
export const CONFIGURATOR_PREVIEW_REMOTE = 'mf_storefront';
export const CONFIGURATOR_PREVIEW_MODULE = 'ConfiguratorPreview';

export interface ConfiguratorPreviewProps {
  /** The product as it is being edited: a complete record (an unsaved one has id 0). */
  product: Product;
  /** ISO 4217 code of the shop currency (the configuration's `currency`). */
  currency: string;
}
