import type { Branch, BranchInput } from '@asp/contracts';
import { backofficeBranchTexts, backofficeTexts, resourceError } from '@asp/i18n';
import { Button, CheckboxField, ErrorNotice, errorMessage, isRetryableError } from '@asp/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrorsFrom } from '../../ui/form-errors';
import { useCreateBranchMutation, useUpdateBranchMutation } from './branches-api';
import { branchToForm, emptyBranchForm, formErrorKey, formToBranch, type BranchFormValues } from './form/branch-form';
import type { FieldErrors } from './form/form-values';
import { AddressSection } from './sections/AddressSection';
import { DeliveryAreasEditor } from './sections/DeliveryAreasEditor';
import { FlagFieldset } from './sections/FlagFieldset';
import { GeneralSection, SearchSection } from './sections/GeneralSection';
import { HoursEditor } from './sections/HoursEditor';
import { OrderingSection, RequiredFieldsSection } from './sections/OrderingSection';
import { OrderScreenKeySection } from './sections/OrderScreenKeySection';
import type { SectionProps } from './sections/section-props';

export const LIST_PATH = '/backend/branches';

interface SaveFailure {
  message: string;
  /** The body of the failed call: a retry sends exactly this again. */
  body: BranchInput;
  /** Only when the same call could succeed (no answer, server fault), not after a 4xx. */
  canRetry: boolean;
}

/** The server's messages keyed where the form shows them ('tags[1].id' → the tag choice). */
function formErrorsFrom(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
    const key = formErrorKey(field);
    if (!(key in result)) result[key] = message;
  }
  return result;
}

const underPath = (key: string, path: string) => key === path || key.startsWith(`${path}[`) || key.startsWith(`${path}.`);

/**
 * The branch form for create and edit, one section per topic. Saving sends the loaded
 * record with the edited fields (PUT replaces the whole object). A failure — the form's
 * own checks or the server's error list — marks the named fields (nested ones too:
 * `deliveryAreas[0].price`, `openingHours[1].from`) and moves the focus to the first
 * of them; a server failure also shows its first message and, when the call may
 * succeed later (no answer, server fault), offers a retry of the same call.
 */
export function BranchForm({ original }: { original?: Branch }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<BranchFormValues>(() => (original ? branchToForm(original) : emptyBranchForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [create, creation] = useCreateBranchMutation();
  const [update, updating] = useUpdateBranchMutation();
  const saving = creation.isLoading || updating.isLoading;
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  async function save(body: BranchInput) {
    setFailure(null);
    try {
      if (original) await update({ id: original.id, ...body }).unwrap();
      else await create(body).unwrap();
      navigate(LIST_PATH);
    } catch (error) {
      setErrors(formErrorsFrom(error));
      setFailure({
        message: errorMessage(error, resourceError('branches', original ? 'update' : 'create')),
        body,
        canRetry: isRetryableError(error),
      });
      setFocusRequest((count) => count + 1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = formToBranch(values, original);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    void save(result.body);
  }

  const clearErrors = (path: string) =>
    setErrors((current) =>
      Object.keys(current).some((key) => underPath(key, path))
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !underPath(key, path)))
        : current,
    );

  const section: SectionProps = {
    values,
    errors,
    disabled: saving,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    },
    clearErrors,
  };
  const hours = (field: 'openingHours' | 'deliveryHours') => ({
    field,
    rows: values[field],
    errors,
    disabled: saving,
    onChange: (rows: BranchFormValues[typeof field]) => section.set(field, rows),
    clearErrors,
  });

  return (
    <form ref={form} className="asp-backoffice-form" onSubmit={onSubmit} aria-busy={saving} noValidate data-testid="branch-form">
      <div ref={notice}>
        {failure ? <ErrorNotice message={failure.message} onRetry={failure.canRetry ? () => void save(failure.body) : undefined} /> : null}
      </div>
      <GeneralSection {...section} />
      <AddressSection {...section} />
      <SearchSection {...section} />
      <FlagFieldset {...section} legend={backofficeBranchTexts.sectionVisibility} fields={['isPublic', 'isEnabled']} />
      <HoursEditor {...hours('openingHours')} legend={backofficeBranchTexts.sectionOpeningHours} />
      <FlagFieldset
        {...section}
        legend={backofficeBranchTexts.sectionOrderTypes}
        fields={['isTakeawayEnabled', 'isDeliveryEnabled', 'isDineInEnabled']}
      />
      <OrderingSection {...section} />
      <RequiredFieldsSection {...section} />
      <HoursEditor {...hours('deliveryHours')} legend={backofficeBranchTexts.sectionDeliveryHours}>
        <CheckboxField
          label={backofficeBranchTexts.isDeliveryHoursEnabled}
          name="isDeliveryHoursEnabled"
          checked={values.isDeliveryHoursEnabled}
          error={errors.isDeliveryHoursEnabled}
          onChange={(checked) => section.set('isDeliveryHoursEnabled', checked)}
        />
        <p className="asp-backoffice-hint">{backofficeBranchTexts.deliveryHoursHint}</p>
      </HoursEditor>
      <DeliveryAreasEditor {...section} />
      <FlagFieldset
        {...section}
        legend={backofficeBranchTexts.sectionPayment}
        fields={['isCashEnabled', 'isATMCardEnabled', 'isHydroAGVoucherEnabled', 'isMollieEnabled', 'isDatatransEnabled']}
      />
      <FlagFieldset {...section} legend={backofficeBranchTexts.sectionPrices} fields={['useResellingPrice']} />
      {/* Admins only; saved by its own calls, not by the form's PUT. */}
      {original ? <OrderScreenKeySection branchId={original.id} /> : null}
      <div className="asp-backoffice-actions">
        <Link to={LIST_PATH}>{backofficeTexts.cancel}</Link>
        <Button type="submit" disabled={saving} data-testid="save-branch">
          {saving ? backofficeTexts.saving : backofficeTexts.save}
        </Button>
      </div>
    </form>
  );
}
