import type { Config } from '@asp/contracts';
import { configTexts } from '@asp/i18n';
import { KitForm, showToast, useKitForm } from '@asp/web-kit';
import styles from './config.module.css';
import { configFormSchema, configFormValues, type Option } from './config-form';
import { useSaveConfigMutation } from './config-api';
import { AppearanceSections, ServiceSections } from './sections/AppearanceSections';
import { SettingsSections } from './sections/SettingsSections';
import { LegalSection, ShopSections } from './sections/ShopSections';

export interface ConfigFormProps {
  config: Config;
  fonts: Option[];
  categories: Option[];
  /** After a save: the shell's start-up data (and with it the shop's theme) follows at once. */
  onSaved?: () => Promise<void> | void;
  /** Shown, not changeable (employees): every field and the save button are disabled. */
  readOnly?: boolean;
}

/**
 * The whole shop configuration in one form (POST /api/config takes the full object), in
 * sections. A failed save shows 'Konfiguration konnte nicht gespeichert werden.' (or the
 * server's first message) through the layout's call status; field errors land on their fields.
 */
export function ConfigForm({ config, fonts, categories, onSaved, readOnly = false }: ConfigFormProps) {
  const form = useKitForm(configFormSchema, { defaultValues: configFormValues(config) });
  const [save] = useSaveConfigMutation();
  return (
    // A disabled fieldset disables every control inside it, the save button included.
    <fieldset disabled={readOnly} className={styles.frame}>
      <KitForm
        form={form}
        testId="config-form"
        onSubmit={async (values) => {
          await save(values).unwrap();
          showToast(configTexts.saved, 'success');
          // The theme of the open page follows; a failed reload keeps the held data and is no save failure.
          await Promise.resolve(onSaved?.()).catch(() => undefined);
        }}
      >
        <ShopSections form={form} />
        <LegalSection form={form} />
        <SettingsSections form={form} categories={categories} />
        <AppearanceSections form={form} fonts={fonts} />
        <ServiceSections form={form} />
      </KitForm>
    </fieldset>
  );
}
