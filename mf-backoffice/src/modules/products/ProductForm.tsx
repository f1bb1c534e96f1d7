import { productInputSchema, type Product } from '@asp/contracts';
import { backofficeProductTexts as texts } from '@asp/i18n';
import { KitForm, useKitForm } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  newProductValues,
  productFormValues,
  type ProductForm as ProductFormApi,
  type ProductFormOutput,
} from './form/product-form-values';
import styles from './ProductForm.module.css';
import { PRODUCTS_PATH } from './paths';
import { AvailabilitySection } from './sections/AvailabilitySection';
import { ConfiguratorSection } from './sections/ConfiguratorSection';
import { GeneralSection } from './sections/GeneralSection';
import { ImagesSection } from './sections/ImagesSection';
import { IngredientsSection } from './sections/IngredientsSection';
import { MembershipSection } from './sections/MembershipSection';
import { PricesSection } from './sections/PricesSection';
import { StockSection } from './sections/StockSection';
import { TaxesSection } from './sections/TaxesSection';

const SECTIONS = [
  ['general', texts.sectionGeneral],
  ['prices', texts.sectionPrices],
  ['taxes', texts.sectionTaxes],
  ['ingredients', texts.sectionIngredients],
  ['images', texts.sectionImages],
  ['availability', texts.sectionAvailability],
  ['membership', texts.sectionMembership],
  ['configurator', texts.sectionConfigurator],
  ['stock', texts.sectionStock],
] as const;

export interface ProductFormProps {
  /** The loaded product, or null for a new one. */
  product: Product | null;
  onSave: (values: ProductFormOutput) => Promise<void>;
  /** Extra buttons beside 'Speichern' (the edit page's 'Löschen'). */
  actions?: ReactNode;
}

/**
 * Every product field of storefront.md §3 in sections, on the kit's form (react-hook-form
 * with the contract's zod schema: German client messages, server field errors on their
 * fields, unsaved-changes guard). The stock per branch is saved per branch on its own,
 * below the form (not part of the product record).
 */
export function ProductForm({ product, onSave, actions }: ProductFormProps) {
  const form: ProductFormApi = useKitForm(productInputSchema, { defaultValues: product ? productFormValues(product) : newProductValues() });
  const [name, unit] = useWatch({ control: form.control, name: ['name', 'unit'] });
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label={texts.editTitle}>
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#product-section-${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <KitForm form={form} onSubmit={onSave} cancelTo={PRODUCTS_PATH} testId="product-form" actions={actions}>
          <GeneralSection form={form} />
          <PricesSection form={form} />
          <TaxesSection form={form} />
          <IngredientsSection form={form} />
          <ImagesSection form={form} />
          <AvailabilitySection form={form} />
          <MembershipSection form={form} productId={product?.id ?? null} productName={name || product?.name || ''} />
          <ConfiguratorSection form={form} />
        </KitForm>
        <StockSection productId={product?.id ?? null} unit={unit ?? product?.unit ?? 'piece'} />
      </div>
    </div>
  );
}
