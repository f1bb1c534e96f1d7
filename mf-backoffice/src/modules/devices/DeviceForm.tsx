import { deviceKindSchema, type Device, type DeviceInput } from '@asp/contracts';
import { backofficeDeviceTexts as t, backofficeTexts, deviceKindLabels, resourceError } from '@asp/i18n';
import { Button, CheckboxField, ErrorNotice, errorMessage, isRetryableError, SelectField, TextField } from '@asp/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrorsFrom } from '../../ui/form-errors';
import { useBranchListQuery } from '../branches/branches-api';
import { useCreateDeviceMutation, useUpdateDeviceMutation } from './devices-api';
import {
  deviceToForm,
  emptyDeviceForm,
  formErrorKey,
  formToDevice,
  isPrinter,
  type DeviceFormValues,
  type FieldErrors,
} from './form/device-form';

export const LIST_PATH = '/backend/devices';

interface SaveFailure {
  message: string;
  /** The body of the failed call: a retry sends exactly this again. */
  body: DeviceInput;
  canRetry: boolean;
}

const kindOptions = deviceKindSchema.options.map((kind) => ({ value: kind, label: deviceKindLabels[kind] }));
const connectionOptions = [
  { value: 'tcp', label: t.connectionTcp },
  { value: 'http', label: t.connectionHttp },
];

/**
 * The device form for create and edit (deviceInputSchema). Printers are connected by host
 * and port (9100 unless changed); a notification device by host and port or by the URL it
 * receives an HTTP POST at. A failed save marks the server's fields (first message each,
 * document 1 §5), moves the focus to the first, and shows the server's first message or
 * the default 'Gerät konnte nicht erstellt/aktualisiert werden.' with a retry when the
 * same call may succeed later.
 */
export function DeviceForm({ original, branchFilter }: { original?: Device; branchFilter?: number | null }) {
  const navigate = useNavigate();
  const branches = useBranchListQuery();
  const [values, setValues] = useState<DeviceFormValues>(() => (original ? deviceToForm(original) : emptyDeviceForm(branchFilter)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [create, creation] = useCreateDeviceMutation();
  const [update, updating] = useUpdateDeviceMutation();
  const saving = creation.isLoading || updating.isLoading;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function save(body: DeviceInput) {
    setFailure(null);
    try {
      if (original) await update({ id: original.id, ...body }).unwrap();
      else await create(body).unwrap();
      navigate(LIST_PATH);
    } catch (error) {
      const fieldErrors: FieldErrors = {};
      for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
        const key = formErrorKey(field, values);
        if (!(key in fieldErrors)) fieldErrors[key] = message;
      }
      setErrors(fieldErrors);
      setFailure({
        message: errorMessage(error, resourceError('devices', original ? 'update' : 'create')),
        body,
        canRetry: isRetryableError(error),
      });
      setFocusRequest((count) => count + 1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = formToDevice(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    void save(result.body);
  }

  function set<K extends keyof DeviceFormValues>(field: K, value: DeviceFormValues[K], errorKey: string = field) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _gone, ...rest }) => rest);
  }

  const text = (field: 'identifier' | 'name' | 'host' | 'port' | 'url' | 'columns', label: string, errorKey: string, hint?: string) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      error={errors[errorKey]}
      hint={hint}
      disabled={saving}
      inputMode={field === 'port' || field === 'columns' ? 'numeric' : undefined}
      onChange={(value) => set(field, value, errorKey)}
    />
  );
  const printer = isPrinter(values.kind);
  const type = printer ? 'tcp' : values.connectionType;

  return (
    <form ref={form} className="asp-backoffice-form" onSubmit={onSubmit} aria-busy={saving} noValidate data-testid="device-form">
      {failure ? <ErrorNotice message={failure.message} onRetry={failure.canRetry ? () => void save(failure.body) : undefined} /> : null}
      {text('identifier', t.identifier, 'identifier')}
      {text('name', t.name, 'name')}
      <SelectField
        label={t.branch}
        name="branch"
        value={values.branch}
        placeholder=""
        disabled={saving || branches.isLoading}
        error={errors.branch}
        options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
        onChange={(value) => set('branch', value)}
      />
      {branches.isError ? <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} /> : null}
      <SelectField
        label={t.kind}
        name="kind"
        value={values.kind}
        disabled={saving}
        error={errors.kind}
        options={kindOptions}
        onChange={(value) => set('kind', deviceKindSchema.parse(value))}
      />
      <fieldset>
        <legend>{t.connection}</legend>
        {printer ? null : (
          <SelectField
            label={t.connectionType}
            name="connectionType"
            value={values.connectionType}
            disabled={saving}
            error={errors['connection.type']}
            options={connectionOptions}
            onChange={(value) => set('connectionType', value === 'http' ? 'http' : 'tcp', 'connection.type')}
          />
        )}
        {type === 'tcp' ? (
          <>
            {text('host', t.host, 'connection.host', t.hostHint)}
            {text('port', t.port, 'connection.port', t.portHint)}
          </>
        ) : (
          text('url', t.url, 'connection.url', t.urlHint)
        )}
      </fieldset>
      {printer ? (
        <>
          {text('columns', t.columns, 'columns', t.columnsHint)}
          <CheckboxField
            label={t.isVirtual}
            name="isVirtual"
            checked={values.isVirtual}
            error={errors.isVirtual}
            disabled={saving}
            onChange={(checked) => set('isVirtual', checked)}
          />
        </>
      ) : null}
      <div className="asp-backoffice-actions">
        <Link to={LIST_PATH}>{backofficeTexts.cancel}</Link>
        <Button type="submit" disabled={saving} data-testid="save-device">
          {saving ? backofficeTexts.saving : backofficeTexts.save}
        </Button>
      </div>
    </form>
  );
}
