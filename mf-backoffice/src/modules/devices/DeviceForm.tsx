import { DEFAULT_PRINTER_PORT, deviceInputSchema, deviceKindSchema, type Device } from '@asp/contracts';
import { backofficeDeviceTexts as t, deviceKindLabels } from '@asp/i18n';
import { FormCheckboxField, FormNumberField, FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useEffect } from 'react';
import { useBranchListQuery } from '../branches/branches-api';
import { useSaveRecord } from '../../ui/RecordPage';
import { useCreateDeviceMutation, useUpdateDeviceMutation } from './devices-api';
import { deviceToForm, emptyDeviceForm, formToDevice, isPrinter } from './form/device-form';

export const LIST_PATH = '/backend/devices';

const kindOptions = deviceKindSchema.options.map((kind) => ({ value: kind, label: deviceKindLabels[kind] }));
const connectionOptions = [
  { value: 'tcp', label: t.connectionTcp },
  { value: 'http', label: t.connectionHttp },
];

/**
 * The device form for create and edit (the kit's form on deviceInputSchema: the same
 * checks and German messages as the devices service). Printers are connected by host and
 * port (9100 unless changed); a notification device by host and port or by the URL it
 * receives an HTTP POST at. A failed save puts the server's field messages on their
 * fields (the first focused); any other failure is the layout's, with its retry.
 */
export function DeviceForm({ original, branchFilter }: { original?: Device; branchFilter?: number | null }) {
  const branches = useBranchListQuery();
  const [create] = useCreateDeviceMutation();
  const [update] = useUpdateDeviceMutation();
  const save = useSaveRecord({ original, create, update, after: LIST_PATH });
  const form = useKitForm(deviceInputSchema, { defaultValues: original ? deviceToForm(original) : emptyDeviceForm(branchFilter) });
  const kind = form.watch('kind');
  const connectionType = form.watch('connection.type');
  const printer = isPrinter(kind);

  // A printer is reached over TCP only: choosing a printer kind takes the HTTP choice back.
  useEffect(() => {
    if (printer && connectionType !== 'tcp') {
      form.setValue('connection', { type: 'tcp', host: '', port: DEFAULT_PRINTER_PORT }, { shouldDirty: true });
    }
  }, [form, printer, connectionType]);

  return (
    <KitForm form={form} testId="device-form" cancelTo={LIST_PATH} onSubmit={(values) => save(formToDevice(values))}>
      <FormTextField form={form} name="identifier" label={t.identifier} />
      <FormTextField form={form} name="name" label={t.name} />
      <FormSelectField
        form={form}
        name="branch"
        label={t.branch}
        numeric
        placeholder=""
        disabled={branches.isLoading}
        options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
      />
      <FormSelectField form={form} name="kind" label={t.kind} options={kindOptions} />
      <fieldset>
        <legend>{t.connection}</legend>
        {printer ? null : <FormSelectField form={form} name="connection.type" label={t.connectionType} options={connectionOptions} />}
        {connectionType === 'http' && !printer ? (
          <FormTextField form={form} name="connection.url" label={t.url} hint={t.urlHint} />
        ) : (
          <>
            <FormTextField form={form} name="connection.host" label={t.host} hint={t.hostHint} />
            <FormNumberField form={form} name="connection.port" label={t.port} hint={t.portHint} step="1" />
          </>
        )}
      </fieldset>
      {printer ? (
        <>
          <FormNumberField form={form} name="columns" label={t.columns} hint={t.columnsHint} step="1" />
          <FormCheckboxField form={form} name="isVirtual" label={t.isVirtual} />
        </>
      ) : null}
    </KitForm>
  );
}
