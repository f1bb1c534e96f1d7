import { fontStylesheetUrl } from '@asp/contracts';
import { configTexts } from '@asp/i18n';
import { FormNumberField, FormSelectField, FormTextField, TextField } from '@asp/web-kit';
import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import styles from '../config.module.css';
import type { Option } from '../config-form';
import { ImagePicker } from '../ImagePicker';
import type { ConfigSectionProps } from './section-props';

const f = configTexts.fields;
type ImageField = 'logo' | 'favicon' | 'ogImage';
type ColourFieldName = 'primaryColor' | 'secondaryColor';

const FILE_PARTS = ['id', 'version', 'extension', 'publicHash'] as const;

/** The field's message, or that of one of its parts: a server error may name 'logo.publicHash'. */
function fileError(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const part of FILE_PARTS) {
    const nested = (error as Partial<Record<(typeof FILE_PARTS)[number], unknown>>)[part];
    if (nested && typeof nested === 'object' && 'message' in nested && typeof nested.message === 'string') return nested.message;
  }
  return null;
}

function ImageField({ form, name }: ConfigSectionProps & { name: ImageField }) {
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control: form.control, name });
  const file = value ? { ...value, version: value.version ?? 1 } : null;
  return <ImagePicker label={f[name]} value={file} onChange={onChange} error={fileError(fieldState.error)} testId={`config-${name}`} />;
}

/** A theme colour: the hex value as text (its German rule message) beside the browser's colour picker. */
function ColourField({ form, name }: ConfigSectionProps & { name: ColourFieldName }) {
  const {
    field: { ref, value: current, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name });
  const value = current ?? '';
  const pickable = /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
  return (
    <div className={styles.colour}>
      <TextField
        ref={ref}
        label={f[name]}
        name={name}
        value={value}
        onChange={(next) => onChange(next)}
        onBlur={onBlur}
        error={fieldState.error?.message ?? null}
        placeholder="#8c1d18"
      />
      <input
        type="color"
        className={styles.swatch}
        aria-label={`${f[name]} (${configTexts.colourPreview})`}
        value={pickable.toLowerCase()}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Shows a line in the chosen font, loading its stylesheet from the content service like the shop does. */
function FontPreview({ family }: { family: string }) {
  useEffect(() => {
    if (!family) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontStylesheetUrl(family, '400');
    link.setAttribute('data-asp-font-preview', '');
    document.head.appendChild(link);
    return () => link.remove();
  }, [family]);
  return (
    <p
      className={styles.preview}
      style={{ fontFamily: family ? `"${family}", system-ui, sans-serif` : 'system-ui, sans-serif' }}
      data-testid="font-preview"
    >
      {configTexts.fontPreview}
    </p>
  );
}

/** Logo, favicon and og image; the two theme colours, font and border radius (document 1 §3, §9). */
export function AppearanceSections({ form, fonts }: ConfigSectionProps & { fonts: Option[] }) {
  const family = useWatch({ control: form.control, name: 'font' }) ?? '';
  return (
    <>
      <fieldset className={styles.section} data-testid="config-section-images">
        <legend className={styles.legend}>{configTexts.sections.images}</legend>
        <div className={styles.columns}>
          <ImageField form={form} name="logo" />
          <ImageField form={form} name="favicon" />
          <ImageField form={form} name="ogImage" />
        </div>
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-theme">
        <legend className={styles.legend}>{configTexts.sections.theme}</legend>
        <div className={styles.columns}>
          <ColourField form={form} name="primaryColor" />
          <ColourField form={form} name="secondaryColor" />
          <FormSelectField form={form} name="font" label={f.font} options={fonts} />
          <FormNumberField form={form} name="borderRadius" label={f.borderRadius} step="1" min={0} max={100} />
        </div>
        <FontPreview family={family} />
      </fieldset>
    </>
  );
}

/** Map token and style, the camera; the label print layout; the analytics ids. */
export function ServiceSections({ form }: ConfigSectionProps) {
  return (
    <>
      <fieldset className={styles.section} data-testid="config-section-map">
        <legend className={styles.legend}>{configTexts.sections.map}</legend>
        <div className={styles.columns}>
          <FormTextField form={form} name="mapsAccessToken" label={f.mapsAccessToken} />
          <FormTextField form={form} name="mapsStyle" label={f.mapsStyle} type="url" placeholder="https://" />
          <FormNumberField form={form} name="mapZoom" label={f.mapZoom} step="0.1" min={0} max={24} />
          <FormNumberField form={form} name="mapPitch" label={f.mapPitch} step="1" min={0} max={85} />
          <FormNumberField form={form} name="mapBearing" label={f.mapBearing} step="1" min={-180} max={180} />
        </div>
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-labels">
        <legend className={styles.legend}>{configTexts.sections.labels}</legend>
        <div className={styles.columns}>
          <FormNumberField form={form} name="labelCompactRows" label={f.labelCompactRows} step="1" min={1} max={50} />
          <FormNumberField form={form} name="labelCompactColumns" label={f.labelCompactColumns} step="1" min={1} max={50} />
          <FormNumberField form={form} name="labelDetailRows" label={f.labelDetailRows} step="1" min={1} max={50} />
          <FormNumberField form={form} name="labelDetailColumns" label={f.labelDetailColumns} step="1" min={1} max={50} />
        </div>
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-analytics">
        <legend className={styles.legend}>{configTexts.sections.analytics}</legend>
        <div className={styles.columns}>
          <FormTextField form={form} name="facebookPixelId" label={f.facebookPixelId} />
          <FormTextField form={form} name="googleTagManagerId" label={f.googleTagManagerId} />
        </div>
      </fieldset>
    </>
  );
}
