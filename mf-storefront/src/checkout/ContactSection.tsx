import { cleanPhoneField, cleanPhoneOnChange, phoneHint } from '@asp/domain';
import { checkoutFieldTexts, checkoutSectionTexts } from '@asp/i18n';
import { CheckboxField, TextField } from '@asp/web-kit';
import { DraftText, type DraftForm } from './draft-form';
import { PhoneInput } from './PhoneInput';

export interface ContactSectionProps {
  form: DraftForm;
  variant: 1 | 2;
  required: { phone: boolean; email: boolean };
  /** The configured default prefix of the phone input (spec README). */
  phonePrefix: string;
}

/**
 * Contact details (storefront.md §2.10, §3, §5): company (name and VAT number when
 * ordering as a company), first and last name, phone and e-mail (required as the branch
 * says for the order type). Variant 1 uses the phone input component (prefix select plus
 * number); variant 2 the plain phone field, cleaned as typed (plus, digits, spaces; on
 * change plus and digits, a leading 00 becomes +) with the hint while it does not start
 * with + (Austrian example).
 */
export function ContactSection({ form, variant, required, phonePrefix }: ContactSectionProps) {
  const { draft } = form;
  const hint = variant === 2 ? phoneHint(draft.phone, 2) : null;
  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-contact" data-testid="checkout-contact">
      <h2 id="asp-checkout-contact">{checkoutSectionTexts.contact}</h2>
      <CheckboxField
        name="isCompany"
        label={checkoutFieldTexts.isCompany}
        checked={!!draft.isCompany}
        onChange={(checked) => form.set('isCompany', checked)}
        data-testid="field-isCompany"
      />
      {draft.isCompany ? (
        <div className="asp-checkout__row">
          <DraftText form={form} name="companyName" label={checkoutFieldTexts.companyName} autoComplete="organization" />
          <DraftText form={form} name="vatNumber" label={checkoutFieldTexts.vatNumber} />
        </div>
      ) : null}
      <div className="asp-checkout__row">
        <DraftText form={form} name="firstName" label={checkoutFieldTexts.firstName} autoComplete="given-name" required />
        <DraftText form={form} name="lastName" label={checkoutFieldTexts.lastName} autoComplete="family-name" required />
      </div>
      <div className="asp-checkout__row">
        {variant === 1 ? (
          <PhoneInput
            label={checkoutFieldTexts.phone}
            name="phone"
            value={draft.phone ?? ''}
            onChange={(value) => form.set('phone', value)}
            onBlur={() => form.touch('phone')}
            defaultPrefix={phonePrefix}
            error={form.errorOf('phone')}
            required={required.phone}
          />
        ) : (
          <div className="asp-checkout__phone">
            <TextField
              name="phone"
              type="tel"
              autoComplete="tel"
              label={checkoutFieldTexts.phone}
              value={draft.phone ?? ''}
              required={required.phone}
              onChange={(value) => form.set('phone', cleanPhoneField(value))}
              onBlur={() => {
                form.set('phone', cleanPhoneOnChange(draft.phone));
                form.touch('phone');
              }}
              error={form.errorOf('phone')}
              data-testid="field-phone"
            />
            {hint ? (
              <p id="asp-checkout-phone-hint" className="asp-field-hint" data-testid="phone-hint">
                {hint}
              </p>
            ) : null}
          </div>
        )}
        <DraftText form={form} name="email" type="email" label={checkoutFieldTexts.email} autoComplete="email" required={required.email} />
      </div>
    </section>
  );
}
