import { z } from 'zod';

/**
 * The German states (ISO 3166-2:DE codes without the country) date-holidays knows. A
 * branch names the one it lies in, so the working-time rules (time-tracking, analytics)
 * free planned time on that state's public holidays. The codes live here so the branch
 * record and libs/domain's holiday rules share one type; the names are in @asp/i18n.
 */
export const GERMAN_STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export type GermanState = (typeof GERMAN_STATES)[number];

/** The butcher is at Lake Constance: branches created before the field existed are in Baden-Württemberg. */
export const DEFAULT_GERMAN_STATE: GermanState = 'BW';

export const germanStateSchema = z.enum(GERMAN_STATES);
