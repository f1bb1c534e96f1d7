import type { AuditLogEntry } from '@asp/contracts';
import { logsTexts as T } from '@asp/i18n';

export const LOGS_PATH = '/backend/logs';

export const actorName = (entry: Pick<AuditLogEntry, 'actor'>) => entry.actor?.username ?? T.system;
export const resourceName = (resource: string) => T.resources[resource] ?? resource;
export const fieldName = (field: string) => T.fields[field] ?? field;

/** The areas a log can be filtered by, by their German name (the subject stem added where two share one). */
export const resourceOptions = Object.entries(T.resources)
  .map(([value, label], _index, all) => ({
    value,
    label: all.filter(([, other]) => other === label).length > 1 ? `${label} (${value})` : label,
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));
