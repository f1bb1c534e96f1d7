import { z } from 'zod';
import { calendarDateSchema } from './common';

/**
 * Opening-hour rule (website.md §3): type once (with date), daily or a weekday;
 * isClosed; from/to as 'HH:mm'. The same rule format is used for branch opening
 * hours, delivery hours and the availability schedule of categories and products,
 * so one evaluator in libs/domain serves all of them. A range whose end is not after
 * its start ('18:00'–'02:00', or an end of '00:00') runs past midnight, as libs/domain reads it.
 */
export const openingHourRuleTypeSchema = z.enum([
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export type OpeningHourRuleTypeValue = z.infer<typeof openingHourRuleTypeSchema>;

/** 'HH:mm', 00:00 to 23:59. */
export const timeOfDaySchema = z.iso.time({ precision: -1 });

export const openingHourRuleSchema = z
  .object({
    type: openingHourRuleTypeSchema,
    /** Only for `once`: the calendar day the rule applies to. */
    date: calendarDateSchema.nullable().default(null),
    isClosed: z.boolean().default(false),
    /** A closed rule needs no times; they default to 00:00. */
    from: timeOfDaySchema.default('00:00'),
    to: timeOfDaySchema.default('00:00'),
  })
  .superRefine((rule, ctx) => {
    // A `once` rule without its day could never apply (reported like a blank field).
    if (rule.type === 'once' && !rule.date) {
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: rule.date, path: ['date'] });
    }
  });

export type OpeningHourRuleRecord = z.infer<typeof openingHourRuleSchema>;
export type OpeningHourRuleInput = z.input<typeof openingHourRuleSchema>;

/** A list of rules; evaluated in order (daily and weekday rules overwrite or append, closed clears). */
export const openingHoursSchema = z.array(openingHourRuleSchema).max(200).default([]);

/**
 * Availability schedule of a category or product: the same rules; null (or an empty
 * list) means always available.
 */
export const availabilityScheduleSchema = z.array(openingHourRuleSchema).max(200).nullable().default(null);
