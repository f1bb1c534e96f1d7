import type { Branch, BranchInput } from '@asp/contracts';
import { backofficeBranchTexts, backofficeTexts, resourceError, validationTexts } from '@asp/i18n';
import { Button, CheckboxField, ErrorNotice, errorMessage, isRetryableError, Loader, TextAreaField, TextField } from '@asp/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrorsFrom } from '../../ui/form-errors';
import {
  branchToForm,
  emptyBranchForm,
  formToBranch,
  type BranchFormValues,
  type FieldErrors,
  type FlagField,
  type TextField as TextFieldName,
  type CoordinateField,
} from './branch-form';
import { useBranchQuery, useCreateBranchMutation, useUpdateBranchMutation } from './branches-api';

const LIST_PATH = '/backend/branches';

interface SaveFailure {
  message: string;
  fieldErrors: FieldErrors;
  /** The body of the failed call: a retry sends exactly this again. */
  body: BranchInput;
  /** Only when the same call could succeed (no answer, server fault), not after a 4xx. */
  canRetry: boolean;
}

const flagGroups: Array<{ legend: string; fields: FlagField[] }> = [
  { legend: backofficeBranchTexts.sectionVisibility, fields: ['isPublic', 'isEnabled'] },
  {
    legend: backofficeBranchTexts.sectionOrderTypes,
    fields: ['isTakeawayEnabled', 'isDeliveryEnabled', 'isDineInEnabled', 'isPreorderEnabled', 'isQuotationRequired'],
  },
  {
    legend: backofficeBranchTexts.sectionPayment,
    fields: ['isCashEnabled', 'isATMCardEnabled', 'isHydroAGVoucherEnabled', 'isMollieEnabled', 'isDatatransEnabled'],
  },
];

const addressFields: Array<{ field: TextFieldName | CoordinateField; type?: 'email' | 'tel'; inputMode?: 'decimal' }> = [
  { field: 'street' },
  { field: 'zipCode' },
  { field: 'city' },
  { field: 'phone', type: 'tel' },
  { field: 'email', type: 'email' },
  { field: 'latitude', inputMode: 'decimal' },
  { field: 'longitude', inputMode: 'decimal' },
];

/**
 * The branch form for create and edit. Saving sends the loaded record with the edited
 * fields (PUT replaces the whole object); a failure shows the server's first message or
 * the default, marks the fields named in the error list and, when the call may succeed
 * later (no answer, server fault), offers a retry of the same call.
 */
function BranchForm({ original }: { original?: Branch }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<BranchFormValues>(() => (original ? branchToForm(original) : emptyBranchForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [create, creation] = useCreateBranchMutation();
  const [update, updating] = useUpdateBranchMutation();
  const saving = creation.isLoading || updating.isLoading;
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  async function save(body: BranchInput) {
    setFailure(null);
    try {
      if (original) await update({ id: original.id, ...body }).unwrap();
      else await create(body).unwrap();
      navigate(LIST_PATH);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      setErrors(fieldErrors);
      setFailure({ message: errorMessage(error, resourceError('branches', original ? 'update' : 'create')), fieldErrors, body, canRetry: isRetryableError(error) });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = formToBranch(values, original);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    void save(result.body);
  }

  function set<K extends keyof BranchFormValues>(field: K, value: BranchFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  return (
    <form className="asp-backoffice-form" onSubmit={onSubmit} aria-busy={saving} noValidate data-testid="branch-form">
      <div ref={notice}>
        {failure ? <ErrorNotice message={failure.message} onRetry={failure.canRetry ? () => void save(failure.body) : undefined} /> : null}
      </div>
      <fieldset disabled={saving}>
        <legend>{backofficeBranchTexts.sectionGeneral}</legend>
        <TextField
          label={backofficeBranchTexts.identifier}
          name="identifier"
          value={values.identifier}
          error={errors.identifier}
          required
          onChange={(value) => set('identifier', value)}
        />
        <TextField label={backofficeBranchTexts.name} name="name" value={values.name} error={errors.name} required onChange={(value) => set('name', value)} />
        <TextAreaField
          label={backofficeBranchTexts.description}
          name="description"
          value={values.description}
          error={errors.description}
          onChange={(value) => set('description', value)}
        />
      </fieldset>
      <fieldset disabled={saving}>
        <legend>{backofficeBranchTexts.sectionAddress}</legend>
        {addressFields.map(({ field, type, inputMode }) => (
          <TextField
            key={field}
            label={backofficeBranchTexts[field]}
            name={field}
            type={type}
            inputMode={inputMode}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => set(field, value)}
          />
        ))}
      </fieldset>
      {flagGroups.map((group) => (
        <fieldset key={group.legend} disabled={saving}>
          <legend>{group.legend}</legend>
          {group.fields.map((field) => (
            <CheckboxField
              key={field}
              label={backofficeBranchTexts[field]}
              name={field}
              checked={values[field]}
              error={errors[field]}
              onChange={(checked) => set(field, checked)}
            />
          ))}
        </fieldset>
      ))}
      <div className="asp-backoffice-actions">
        <Link to={LIST_PATH}>{backofficeTexts.cancel}</Link>
        <Button type="submit" disabled={saving} data-testid="save-branch">
          {saving ? backofficeTexts.saving : backofficeTexts.save}
        </Button>
      </div>
    </form>
  );
}

/** /backend/branches/new */
export function BranchCreatePage() {
  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{backofficeBranchTexts.createTitle}</h1>
      <BranchForm />
    </section>
  );
}

/** /backend/branches/:id — loads the record fresh, so the form never edits a stale copy. */
export function BranchEditPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const branch = useBranchQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });

  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (branch.isError) {
    content = <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branch.refetch()} />;
  } else if (!branch.data || branch.isFetching) content = <Loader />;
  else content = <BranchForm key={branch.data.id} original={branch.data} />;

  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{backofficeBranchTexts.editTitle}</h1>
      {content}
    </section>
  );
}
