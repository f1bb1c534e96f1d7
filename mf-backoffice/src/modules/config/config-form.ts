import { THEME_COLOUR_DEFAULTS, configInputSchema, themeColourSchema, type Category, type Config, type Font } from '@asp/contracts';
import { configTexts } from '@asp/i18n';

/**
 * The form's schema: the contract's, with the German colour text the service uses too
 * (contracts carry no texts). Blank, length, e-mail, URL and number messages come from
 * the browser's zod error map like everywhere in the back office.
 */
export const configFormSchema = configInputSchema.extend({
  primaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.primaryColor, configTexts.invalidColour),
  secondaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.secondaryColor, configTexts.invalidColour),
});

/** The plugin flags of storefront.md §3 "Settings config", in the order the form lists them. */
export const PLUGIN_FLAGS = Object.keys(configTexts.plugins) as Array<keyof typeof configTexts.plugins>;
/** The payment flags (offered when plugin, configuration and branch flag are all on). */
export const PAYMENT_FLAGS = Object.keys(configTexts.payments) as Array<keyof typeof configTexts.payments>;
/** The legal pages: an external link or the internal text (document 1 §3). */
export const LEGAL_PAGES = ['termsAndConditions', 'privacyPolicy', 'imprint', 'allergens'] as const;

export interface Option {
  value: string;
  label: string;
}

/** The font choice: the system font, then every installed family (GET /api/fonts). A saved family no longer installed stays choosable. */
export function fontOptions(fonts: readonly Font[], current: string): Option[] {
  const options = [{ value: '', label: configTexts.systemFont }, ...fonts.map((font) => ({ value: font.family, label: font.family }))];
  if (current && !fonts.some((font) => font.family === current)) options.push({ value: current, label: current });
  return options;
}

/** The sale category choice ('Keine' or a category by name). */
export function categoryOptions(categories: readonly Pick<Category, 'id' | 'name'>[]): Option[] {
  return [
    { value: '', label: configTexts.noSaleCategory },
    ...[...categories]
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map((category) => ({ value: String(category.id), label: category.name })),
  ];
}

/** The saved configuration as the form's starting values (the same shape: POST takes the full object). */
export const configFormValues = (config: Config): Config => ({ ...config });
