import { configTexts } from '@asp/i18n';
import { FormRichTextField, FormTextAreaField, FormTextField } from '@asp/web-kit';
import styles from '../config.module.css';
import { LEGAL_PAGES } from '../config-form';
import type { ConfigSectionProps } from './section-props';

const f = configTexts.fields;

/** Shop and business names, SEO texts, address and contact (document 1 §3 "Config fields"). */
export function ShopSections({ form }: ConfigSectionProps) {
  return (
    <>
      <fieldset className={styles.section} data-testid="config-section-shop">
        <legend className={styles.legend}>{configTexts.sections.shop}</legend>
        <div className={styles.columns}>
          <FormTextField form={form} name="shopName" label={f.shopName} />
          <FormTextField form={form} name="businessName" label={f.businessName} />
          <FormTextField form={form} name="title" label={f.title} />
        </div>
        <FormRichTextField form={form} name="description" label={f.description} />
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-seo">
        <legend className={styles.legend}>{configTexts.sections.seo}</legend>
        <FormTextField form={form} name="seoTitle" label={f.seoTitle} />
        <FormTextAreaField form={form} name="seoDescription" label={f.seoDescription} rows={3} />
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-contact">
        <legend className={styles.legend}>{configTexts.sections.contact}</legend>
        <div className={styles.columns}>
          <FormTextField form={form} name="street" label={f.street} autoComplete="street-address" />
          <FormTextField form={form} name="zipCode" label={f.zipCode} autoComplete="postal-code" />
          <FormTextField form={form} name="city" label={f.city} autoComplete="address-level2" />
          <FormTextField form={form} name="phone" label={f.phone} type="tel" />
          <FormTextField form={form} name="email" label={f.email} type="email" />
          <FormTextField form={form} name="website" label={f.website} type="url" placeholder="https://" />
        </div>
      </fieldset>
    </>
  );
}

/** The legal pages: each an internal text (rich text, sanitised by the service) or an external link. */
export function LegalSection({ form }: ConfigSectionProps) {
  return (
    <fieldset className={styles.section} data-testid="config-section-legal">
      <legend className={styles.legend}>{configTexts.sections.legal}</legend>
      {LEGAL_PAGES.map((page) => (
        <div key={page} className={styles.legal}>
          <FormRichTextField form={form} name={`${page}Text`} label={f[`${page}Text`]} />
          <FormTextField form={form} name={page} label={f[page]} type="url" placeholder="https://" />
        </div>
      ))}
    </fieldset>
  );
}
