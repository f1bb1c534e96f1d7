import { signageDeviceInputSchema, type SignageDevice } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, FormNumberField, FormSelectField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBranchListQuery } from '../branches/branches-api';
import {
  useCreateSignageDeviceMutation,
  useSceneListQuery,
  useSignageDeviceQuery,
  useSignageStreamListQuery,
  useUpdateSignageDeviceMutation,
} from './signage-api';
import { TVS_PATH } from './TvListPage';
import { TvPreview } from './TvPreview';
import styles from './signage.module.css';

/** The TV form: identifier (its address), name, branch, what it plays and its screen. */
function TvForm({ original }: { original?: SignageDevice }) {
  const navigate = useNavigate();
  const [create] = useCreateSignageDeviceMutation();
  const [update] = useUpdateSignageDeviceMutation();
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
    <KitForm
      form={form}
      testId="tv-form"
      cancelTo={TVS_PATH}
      onSubmit={async (values) => {
        if (original) await update({ id: original.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(TVS_PATH);
      }}
    >
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

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={TVS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/signage/tvs/new */
export function TvCreatePage() {
  return (
    <Frame title={t.tvCreateTitle}>
      <TvForm />
    </Frame>
  );
}

/** /backend/signage/tvs/:id — loads the TV fresh. */
export function TvEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const device = useSignageDeviceQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (device.isError) content = null;
  else if (!device.data || device.isFetching) content = <Loader />;
  else content = <TvForm key={device.data.id} original={device.data} />;
  return <Frame title={t.tvEditTitle}>{content}</Frame>;
}
