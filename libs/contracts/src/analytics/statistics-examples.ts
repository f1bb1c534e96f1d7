import { z } from 'zod';

/** Shared pieces of the statistics schemas and their API-reference examples (not exported from the contracts index). */

/** The resolved period every answer echoes: instants (UTC ISO), `to` exclusive. */
export const periodShape = { from: z.string(), to: z.string() };

/** An endpoint's schema with one example for the API reference (type-checked against the schema). */
export const withExample = <S extends z.ZodType>(schema: S, example: z.input<S>): S => schema.meta({ examples: [example] });
export const PERIOD = { from: '2026-10-31T23:00:00.000Z', to: '2026-11-02T23:00:00.000Z' };
export const DAY_POINTS = (a: number, b: number) => [
  { start: '2026-11-01T00:00:00+01:00', value: a },
  { start: '2026-11-02T00:00:00+01:00', value: b },
];
export const row = (key: string, label: string, value: number, share: number) => ({ key, label, value, share });
export const breakdownExample = (rows: Array<ReturnType<typeof row>>) => ({
  ...PERIOD,
  total: rows.reduce((sum, item) => sum + item.value, 0),
  rows,
});
