import type { Branch, Config } from '@asp/contracts';
import {
  appointmentSlots,
  checkoutErrors,
  checkoutStepValidity,
  contactRequirements,
  isSubmitEnabled,
  offeredPaymentMethods,
  priceCart,
  submitState,
  type CheckoutContext,
  type CheckoutStep,
  type FieldError,
  type OrderDraft,
} from '@asp/domain';
import { cartTexts, checkoutFieldTexts, checkoutScreenTexts, checkoutSectionTexts } from '@asp/i18n';
import { Button, FieldError as FieldMessage, Loader, trackInitiateCheckout } from '@asp/web-kit';
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from '@asp/web-kit/router';
import { useNow } from '@asp/web-kit';
import { AddressSection } from './AddressSection';
import { AppointmentSection } from './AppointmentSection';
import { BranchTypeSection } from './BranchTypeSection';
import { useGetSlotAvailabilityQuery, useGetTablesQuery } from './checkout-api';
import { buildOrderBody, effectivePaymentMethod, isAddressShown, variantSettings, type CheckoutVariant } from './checkout-model';
import { CheckoutErrors } from './CheckoutErrors';
import { CheckoutNotices } from './CheckoutNotices';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactSection } from './ContactSection';
import { DonateeSection } from './DonateeSection';
import { IncompleteSteps } from './IncompleteSteps';
import { LegalBoxes } from './LegalBoxes';
import { NotificationTypeField } from './NotificationTypeField';
import { PaymentMethodBlock } from './PaymentMethodBlock';
import { checkoutSlots } from './slot-availability';
import { useCheckoutCart } from './use-checkout-cart';
import { useDraftForm } from './use-draft-form';
import { useOrderSubmit } from './use-order-submit';
import { linkedTable } from '../shop/table-link';

/** The steps of variant 1's validation, in the order of the form. */
const CHECKOUT_STEPS: CheckoutStep[] = ['table', 'contact', 'address', 'appointment', 'final'];

export interface CheckoutFormProps {
  variant: CheckoutVariant;
  branch: Branch;
  branches: Branch[];
  config: Config;
}

/** The checkout form of both variants (storefront.md §2.10, §2.11, §5, §8). */
export function CheckoutForm({ variant, branch, branches, config }: CheckoutFormProps) {
  const settings = variantSettings(variant, branch.identifier);
  const navigate = useNavigate();
  const now = useNow(60_000);
  const zone = config.timeZone;
  const currency = config.currency;
  const cart = useCheckoutCart(settings.cartKey, branch, config);
  const { orderType } = cart;
  const tables = useGetTablesQuery(undefined, { skip: !(variant === 1 && branch.isTableSelectionEnabled) });
  const branchTables = useMemo(() => (tables.data ?? []).filter((t) => t.branch === branch.id), [tables.data, branch.id]);
  const products = useMemo(() => cart.cart.items.map((item) => item.product), [cart.cart.items]);

  const context: CheckoutContext = useMemo(
    () => ({ branch, orderType, now, zone, products, variant, tables: tables.data ? branchTables : null }),
    [branch, orderType, now, zone, products, variant, tables.data, branchTables],
  );
  const clientErrors = useCallback((draft: OrderDraft) => checkoutErrors(draft, context), [context]);
  const form = useDraftForm(variant, clientErrors, variant === 1 ? linkedTable(branch.identifier) : null);
  const { draft } = form;
  const { submit, isCreating } = useOrderSubmit();

  const pricing = useMemo(
    () => priceCart({ items: cart.cart.items, orderType, branch, deliveryArea: cart.deliveryArea }),
    [cart.cart.items, orderType, branch, cart.deliveryArea],
  );
  // Booked-out windows (slot capacity, issue 11), asked again every minute like the clock.
  const hasCapacity = (orderType === 'delivery' ? branch.deliverySlotCapacity : branch.slotCapacity) != null;
  const availability = useGetSlotAvailabilityQuery({ branch: branch.id, type: orderType }, { skip: !hasCapacity, pollingInterval: 60_000 });
  const fullSlots = hasCapacity ? availability.data?.fullSlots : undefined;
  const { slotsByDay, bookedOutByDay } = useMemo(
    () => checkoutSlots(appointmentSlots(branch, orderType, now, { products, horizonDays: settings.horizonDays, zone }), fullSlots, zone),
    [branch, orderType, now, products, settings.horizonDays, zone, fullSlots],
  );
  const validity = checkoutStepValidity(draft, context);
  const submitLabel = submitState({
    branch,
    orderType,
    now,
    zone,
    isCreating,
    isMinimumOrderValueReached: pricing.isMinimumOrderValueReached,
  });
  const canSubmit = isSubmitEnabled(submitLabel, variant, validity.isValid) && cart.cart.items.length > 0;
  const required = contactRequirements(branch, orderType);
  const offeredMethods = offeredPaymentMethods(config, branch);

  // initiate-checkout analytics once the checkout shows a cart (storefront.md §7; after consent only).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !cart.isLoaded || cart.cart.items.length === 0) return;
    reported.current = true;
    trackInitiateCheckout({
      items: cart.cart.items.map((item, i) => ({
        id: item.product.id,
        name: item.product.name,
        amount: item.amount,
        unit: item.unit,
        price: pricing.items[i]?.gross,
      })),
      price: pricing.totalGross,
      currency,
    });
  }, [cart.isLoaded, cart.cart.items, pricing, currency]);

  if (!cart.isLoaded) return <Loader />;

  if (cart.cart.items.length === 0) {
    return (
      <div className="asp-checkout" data-testid="checkout" data-variant={variant}>
        <h1>{checkoutScreenTexts.heading}</h1>
        <p className="asp-checkout__empty" data-testid="checkout-empty">
          {cartTexts.emptyCart}
        </p>
        <Link to={settings.backPath} data-testid="checkout-empty-back">
          {checkoutScreenTexts.backToShop}
        </Link>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const body = buildOrderBody({ variant, draft, cart: { ...cart.cart, deliveryArea: cart.deliveryArea }, orderType, branch, config });
    void submit(body, {
      variant,
      branchIdentifier: branch.identifier,
      cartKey: settings.cartKey,
      cart: cart.cart,
      pricing,
      currency,
      draft,
      clearCart: cart.clear,
      setDraft: form.setDraft,
      showErrors: (errors: FieldError[]) => {
        form.showServerErrors(errors);
        // A lost race for a window: show it as 'ausgebucht' right away (cart and form stay).
        if (hasCapacity && errors.some((error) => error.field === 'appointmentDate')) void availability.refetch();
      },
    });
  }

  const incomplete = CHECKOUT_STEPS.filter((step) => !validity[step]);

  return (
    <div className="asp-checkout" data-testid="checkout" data-variant={variant}>
      <h1>{checkoutScreenTexts.heading}</h1>
      <CheckoutErrors errors={form.serverErrors} />
      <CheckoutNotices branch={branch} orderType={orderType} pricing={pricing} now={now} zone={zone} currency={currency} />
      <form className="asp-checkout__form" onSubmit={onSubmit} noValidate>
        {settings.hasBranchSelector ? (
          <BranchTypeSection
            branch={branch}
            branches={branches}
            onBranchChange={(identifier) => navigate(settings.checkoutPath(identifier))}
            orderType={orderType}
            onOrderTypeChange={cart.changeOrderType}
            deliveryArea={cart.deliveryArea}
            onDeliveryAreaChange={cart.changeDeliveryArea}
            tables={branchTables}
            table={draft.table ?? ''}
            onTableChange={(table) => {
              form.set('table', table || null);
              form.touch('table');
            }}
            errorOf={form.errorOf}
          />
        ) : null}
        <ContactSection form={form} variant={variant} required={required} phonePrefix={config.phonePrefix} />
        {isAddressShown(branch, orderType) ? (
          <AddressSection form={form} required={required.address} isDelivery={orderType === 'delivery'} />
        ) : null}
        <AppointmentSection
          value={draft.appointmentDate}
          onChange={(appointment) => {
            form.set('appointmentDate', appointment);
            form.touch('appointmentDate');
          }}
          slotsByDay={slotsByDay}
          bookedOutByDay={bookedOutByDay}
          now={now}
          zone={zone}
          error={form.errorOf('appointmentDate')}
          showOpeningHoursLink={variant === 1}
          required={branch.isAppointmentRequired}
        />
        <section className="asp-checkout__section" aria-labelledby="asp-checkout-comment">
          <h2 id="asp-checkout-comment">{checkoutSectionTexts.comment}</h2>
          <div className={`asp-field${form.errorOf('comment') ? ' asp-field--invalid' : ''}`}>
            <label htmlFor="asp-checkout-comment-input">{checkoutFieldTexts.comment}</label>
            <textarea
              id="asp-checkout-comment-input"
              name="comment"
              rows={settings.commentRows}
              value={draft.comment ?? ''}
              onChange={(event) => form.set('comment', event.target.value)}
              onBlur={() => form.touch('comment')}
              aria-invalid={form.errorOf('comment') ? true : undefined}
              aria-describedby={form.errorOf('comment') ? 'asp-checkout-comment-error' : undefined}
              data-testid="field-comment"
            />
            {/* A comment longer than the order takes (ORDER_TEXT_LIMITS) is said here, on its field. */}
            <FieldMessage id="asp-checkout-comment-error" message={form.errorOf('comment')} />
          </div>
        </section>
        <CheckoutSummary items={cart.cart.items} pricing={pricing} branch={branch} currency={currency} />
        {settings.hasDonation && config.enablePluginDonations ? (
          <DonateeSection
            value={typeof draft.donatee === 'number' ? draft.donatee : null}
            onChange={(donatee) => form.set('donatee', donatee)}
            currency={currency}
            error={form.errorOf('donatee')}
          />
        ) : null}
        {settings.hasPaymentBlock ? (
          <PaymentMethodBlock
            offered={offeredMethods}
            value={effectivePaymentMethod(draft, config, branch)}
            onChange={(method) => form.set('paymentMethod', method)}
            error={form.errorOf('paymentMethod')}
          />
        ) : null}
        <LegalBoxes
          config={config}
          legalInstructions={!!draft.legalInstructions}
          privacyPolicy={!!draft.privacyPolicy}
          onChange={(field, checked) => {
            form.set(field, checked);
            form.touch(field);
          }}
          errorOf={form.errorOf}
        >
          {settings.hasNotificationType ? (
            <NotificationTypeField
              value={draft.notificationType ?? ''}
              onChange={(value) => form.set('notificationType', value)}
              error={form.errorOf('notificationType')}
            />
          ) : null}
        </LegalBoxes>
        <div className="asp-checkout__actions">
          <Link className="asp-button asp-button--secondary" to={settings.backPath} data-testid="checkout-back">
            {checkoutScreenTexts.back}
          </Link>
          {submitLabel.label ? (
            <Button type="submit" disabled={!canSubmit} aria-busy={isCreating || undefined} data-testid="checkout-submit">
              {submitLabel.label}
            </Button>
          ) : null}
        </div>
        {settings.disablesSubmit && submitLabel.label && !isCreating ? (
          <IncompleteSteps steps={incomplete} errors={clientErrors(draft)} touch={form.touch} />
        ) : null}
      </form>
    </div>
  );
}
