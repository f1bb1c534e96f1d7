// Test fixtures of libs/domain (used by the *.test.ts files only; not exported by the lib).
// Records are built with the contracts' schemas, so a test passes the rules exactly what
// the API delivers — every default filled in — while writing only the fields it is about.
import {
  alternativeUnitSchema,
  branchSchema,
  categorySchema,
  configPartSchema,
  menuSchema,
  openingHourRuleSchema,
  partOptionSchema,
  productContentSchema,
  productSchema,
} from '@asp/contracts';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { AlternativeUnit, Branch, Category, ConfigPart, Menu, OpeningHourRule, PartOption, Product, ProductContent } from '../types';

/** An instant given as Berlin wall-clock time ('2025-06-02T10:00'). */
export function berlin(local: string): Date {
  return DateTime.fromISO(local, { zone: 'Europe/Berlin' }).toJSDate();
}

/** An opening-hour rule. */
export function rule(type: OpeningHourRule['type'], from: string, to: string, extra: Partial<OpeningHourRule> = {}): OpeningHourRule {
  return { type, from, to, isClosed: false, date: null, ...extra };
}

/** Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export const WEEK_HOURS: OpeningHourRule[] = [
  rule('daily', '08:00', '18:00'),
  rule('saturday', '08:00', '12:00'),
  rule('sunday', '00:00', '00:00', { isClosed: true }),
];

/** The Konstanz demo branch: open on WEEK_HOURS, takeaway, delivery and dine-in, cash only. */
export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  const base = branchSchema.parse({
    id: 1,
    identifier: 'konstanz',
    name: 'Konstanz',
    street: 'Marktstätte 1',
    zipCode: '78462',
    city: 'Konstanz',
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isDeliveryPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isTakeawayPhoneRequired: false,
  });
  // Overrides are not parsed: a test may hand a rule a value the API would refuse.
  return { ...base, openingHours: WEEK_HOURS, ...overrides };
}

/** A product as the API delivers it; nested parts may be written as the body would send them. */
export function makeProduct(overrides: Partial<z.input<typeof productSchema>> = {}): Product {
  return productSchema.parse({
    id: 1,
    name: 'Fleischkäse',
    description: 'Hausgemacht',
    price: 10,
    tax: 7,
    dineInTax: 19,
    takeawayTax: 7,
    ...overrides,
  });
}

/** Nested records with their defaults, written as a request body would send them. */
export const option = (input: z.input<typeof partOptionSchema>): PartOption => partOptionSchema.parse(input);
export const part = (input: z.input<typeof configPartSchema>): ConfigPart => configPartSchema.parse(input);
export const altUnit = (input: z.input<typeof alternativeUnitSchema>): AlternativeUnit => alternativeUnitSchema.parse(input);
export const content = (input: z.input<typeof productContentSchema>): ProductContent => productContentSchema.parse(input);
export const category = (input: Partial<z.input<typeof categorySchema>> & { id: number }): Category =>
  categorySchema.parse({ name: `Kategorie ${input.id}`, ...input });
export const menu = (input: Partial<z.input<typeof menuSchema>>): Menu => menuSchema.parse({ id: 1, name: 'Menü', ...input });
export const openingRule = (input: z.input<typeof openingHourRuleSchema>): OpeningHourRule => openingHourRuleSchema.parse(input);

/**
 * A record as older stored data may hold it (a cart kept in localStorage across a
 * release): the rules read such fields defensively, and these tests keep them honest.
 */
export function legacy<T extends object>(record: T, fields: Record<string, unknown>): T {
  return { ...record, ...fields } as T;
}
