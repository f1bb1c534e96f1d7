import { userSettingsTexts as T } from '@asp/i18n';
import { CheckboxField, FieldHint } from '@asp/web-kit';
import { useUserSetting, writeUserSetting, type UserSettingName } from './user-settings';

function SettingField({ name, label, hint }: { name: UserSettingName; label: string; hint: string }) {
  const checked = useUserSetting(name);
  const hintId = `user-setting-${name}-hint`;
  return (
    <div>
      <CheckboxField
        name={name}
        label={label}
        checked={checked}
        aria-describedby={hintId}
        data-testid={`user-setting-${name}`}
        onChange={(value) => writeUserSetting(name, value)}
      />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

/** /backend/settings: the user settings of document 1 §3, applied at once and kept in this browser. */
export function UserSettingsPage() {
  return (
    <section data-testid="user-settings">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <SettingField name="showCustomerData" label={T.showCustomerData} hint={T.showCustomerDataHint} />
      <SettingField name="showProductData" label={T.showProductData} hint={T.showProductDataHint} />
    </section>
  );
}
