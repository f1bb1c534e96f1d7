import { COUNTRIES, type OrderDraft } from '@asp/domain';
import { checkoutFieldTexts, checkoutSectionTexts, countryLabels } from '@asp/i18n';
import { CheckboxField, SelectField } from '@asp/web-kit';
import { DraftText, type DraftForm } from './draft-form';

const countryOptions = COUNTRIES.map((code) => ({ value: code, label: countryLabels[code as keyof typeof countryLabels] }));

function AddressFields({ form, prefix, required }: { form: DraftForm; prefix: '' | 'delivery'; required: boolean }) {
  const key = (name: string) => (prefix ? `delivery${name[0].toUpperCase()}${name.slice(1)}` : name) as keyof OrderDraft & string;
  const text = (name: string, label: string, autoComplete: string, isRequired = false) => (
    <DraftText
      form={form}
      name={key(name) as never}
      label={label}
      autoComplete={autoComplete === 'off' ? 'off' : `${prefix ? 'shipping' : 'billing'} ${autoComplete}`}
      required={isRequired && required}
    />
  );
  const country = key('country');
  return (
    <>
      {text('street', checkoutFieldTexts.street, 'street-address', true)}
      <div className="asp-checkout__row asp-checkout__row--three">
        {text('floor', checkoutFieldTexts.floor, 'address-line2')}
        {text('stairway', checkoutFieldTexts.stairway, 'address-line3')}
        {text('door', checkoutFieldTexts.door, 'off')}
      </div>
      <div className="asp-checkout__row">
        {text('zipCode', checkoutFieldTexts.zipCode, 'postal-code', true)}
        {text('city', checkoutFieldTexts.city, 'address-level2', true)}
      </div>
      <SelectField
        name={country}
        label={checkoutFieldTexts.country}
        value={(form.draft[country] as string | null | undefined) ?? ''}
        options={countryOptions}
        onChange={(value) => {
          form.set(country, value as never);
          form.touch(country);
        }}
        error={form.errorOf(country)}
        required={required}
      />
    </>
  );
}

export interface AddressSectionProps {
  form: DraftForm;
  /** The branch requires the address for the order type (storefront.md §5). */
  required: boolean;
  /** Delivery orders may name a different delivery address. */
  isDelivery: boolean;
}

/**
 * Address (storefront.md §2.10, §3): street with number, floor, stairway, door, zip
 * code, city and country (DE, LI, AT, CH); for delivery optionally a different delivery
 * address, for a company too.
 */
export function AddressSection({ form, required, isDelivery }: AddressSectionProps) {
  const { draft } = form;
  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-address" data-testid="checkout-address">
      <h2 id="asp-checkout-address">{checkoutSectionTexts.address}</h2>
      <AddressFields form={form} prefix="" required={required} />
      {isDelivery ? (
        <>
          <CheckboxField
            name="isDeliveryAddressDifferent"
            label={checkoutFieldTexts.isDeliveryAddressDifferent}
            checked={!!draft.isDeliveryAddressDifferent}
            onChange={(checked) => form.set('isDeliveryAddressDifferent', checked)}
            data-testid="field-isDeliveryAddressDifferent"
          />
          {draft.isDeliveryAddressDifferent ? (
            <fieldset className="asp-checkout__fieldset" data-testid="checkout-delivery-address">
              <legend>{checkoutSectionTexts.deliveryAddress}</legend>
              <CheckboxField
                name="isDeliveryCompany"
                label={checkoutFieldTexts.isDeliveryCompany}
                checked={!!draft.isDeliveryCompany}
                onChange={(checked) => form.set('isDeliveryCompany', checked)}
                data-testid="field-isDeliveryCompany"
              />
              {draft.isDeliveryCompany ? (
                <DraftText
                  form={form}
                  name="deliveryCompanyName"
                  label={checkoutFieldTexts.companyName}
                  autoComplete="shipping organization"
                />
              ) : null}
              <div className="asp-checkout__row">
                <DraftText
                  form={form}
                  name="deliveryFirstName"
                  label={checkoutFieldTexts.firstName}
                  autoComplete="shipping given-name"
                  required
                />
                <DraftText
                  form={form}
                  name="deliveryLastName"
                  label={checkoutFieldTexts.lastName}
                  autoComplete="shipping family-name"
                  required
                />
              </div>
              <AddressFields form={form} prefix="delivery" required />
            </fieldset>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
