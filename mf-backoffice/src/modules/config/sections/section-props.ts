import type { KitFormOf } from '@asp/web-kit';
import type { configFormSchema } from '../config-form';

/** What every section of the configuration form gets: the one form. */
export interface ConfigSectionProps {
  form: KitFormOf<typeof configFormSchema>;
}
