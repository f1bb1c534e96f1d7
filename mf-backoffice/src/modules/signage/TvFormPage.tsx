import { signageDeviceInputSchema, type SignageDevice } from '@asp/contracts';
import { backofficeSignageTexts as t } from '@asp/i18n';
import { FormNumberField, FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useBranchListQuery } from '../branches/branches-api';
import {
  useCreateSignageDeviceMutation,
  useSceneListQuery,
  useSignageDeviceQuery,
  useSignageStreamListQuery,
  useUpdateSignageDeviceMutation,
} from './signage-api';
import { TVS_PATH } from './TvListPage';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { TvPreview } from './TvPreview';
import styles from './signage.module.css';

/** The TV form: identifier (its address), name, branch, what it plays and its screen. */
function TvForm({ original }: { original: SignageDevice | null }) {
  const [create] = useCreateSignageDeviceMutation();
  const [update] = useUpdateSignageDeviceMutation();
  const save = useSaveRecord({ original, create, update, after: TVS_PATH });
  const branches = useBranchListQuery();
  const streams = useSignageStreamListQuery();
  const scenes = useSceneListQuery();
  const form = useKitForm(signageDeviceInputSchema, {
    defaultValues: {
      identifier: original?.identifier ?? '',
      name: original?.name ?? '',
      branch: original?.branch,
      stream: original?.stream ?? null,
      scene: original?.scene ?? null,
      resolution: original?.resolution ?? { width: 1920, height: 1080 },
      orientation: original?.orientation ?? 'landscape',
    },
  });
  const none = { value: '', label: t.none };
  return (
    <KitForm form={form} testId="tv-form" cancelTo={TVS_PATH} onSubmit={save}>
      <FormTextField form={form} name="identifier" label={t.identifier} />
      <FormTextField form={form} name="name" label={t.name} />
      <FormSelectField
        form={form}
        name="branch"
        label={t.branch}
        numeric
        placeholder={t.none}
        options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
      />
      <FormSelectField
        form={form}
        name="stream"
        label={t.stream}
        numeric
        options={[none, ...(streams.data ?? []).map((stream) => ({ value: String(stream.id), label: stream.name }))]}
      />
      <FormSelectField
        form={form}
        name="scene"
        label={t.scene}
        numeric
        options={[none, ...(scenes.data ?? []).map((scene) => ({ value: String(scene.id), label: scene.name }))]}
      />
      <div className={styles.row}>
        <FormNumberField form={form} name="resolution.width" label={t.width} step="1" />
        <FormNumberField form={form} name="resolution.height" label={t.height} step="1" />
      </div>
      <FormSelectField
        form={form}
        name="orientation"
        label={t.orientation}
        options={[
          { value: 'landscape', label: t.landscape },
          { value: 'portrait', label: t.portrait },
        ]}
      />
      <TvPreview form={form} />
    </KitForm>
  );
}

/** /backend/signage/tvs/new and /backend/signage/tvs/:id — an existing one loaded fresh. */
function TvPage() {
  const record = useRecordFromUrl(useSignageDeviceQuery);
  return (
    <RecordPage record={record} title={{ create: t.tvCreateTitle, edit: t.tvEditTitle }} backTo={TVS_PATH} className={styles.page}>
      {(original) => <TvForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const TvCreatePage = TvPage;
export const TvEditPage = TvPage;
