import { expect, type Page } from '@playwright/test';
import { orderingTexts as T } from './texts';

/** The customer's side of both checkouts and the status link (storefront.md §2.10–§2.12). */

export interface Contact {
  firstName: string;
  lastName: string;
  /** Digits after the prefix in variant 1, the whole number in variant 2. */
  phone?: string;
  email?: string;
}

export async function fillContact(page: Page, contact: Contact): Promise<void> {
  await page.getByRole('textbox', { name: 'Vorname' }).fill(contact.firstName);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(contact.lastName);
  if (contact.phone) await page.getByRole('textbox', { name: 'Telefon' }).fill(contact.phone);
  if (contact.email) await page.getByRole('textbox', { name: 'E-Mail' }).fill(contact.email);
}

export interface Address {
  street: string;
  zipCode: string;
  city: string;
}

export async function fillAddress(page: Page, address: Address): Promise<void> {
  const section = page.getByTestId('checkout-address');
  await section.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(address.street);
  await section.getByRole('textbox', { name: 'PLZ' }).fill(address.zipCode);
  await section.getByRole('textbox', { name: 'Ort' }).fill(address.city);
}

/**
 * Chooses the desired appointment with the two pickers (storefront.md §2.11): the
 * `dayIndex`-th day the date picker offers (0 = the first free day; counting across
 * months), then `preferredTime` if it is among the day's slots, else the first slot.
 * The pickers only offer times inside the opening hours and after the lead time, so the
 * appointment is valid whatever time the suite runs at.
 */
export async function chooseAppointment(
  page: Page,
  { dayIndex = 0, preferredTime = '10:00' } = {},
): Promise<{ day: string; time: string }> {
  await page.getByTestId('appointment-date').click();
  const datePicker = page.getByRole('dialog', { name: T.dateDialog });
  await expect(datePicker).toBeVisible();
  const enabledDays = datePicker.locator('button[data-testid^="date-picker-day-"]:enabled');
  // Free days seen so far, across months (the grid also shows days of the neighbouring months).
  const seen = new Set<string>();
  let day: string | null = null;
  for (let month = 0; month < 4 && day === null; month += 1) {
    await expect(enabledDays.first()).toBeVisible();
    for (const id of await enabledDays.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid') ?? ''))) {
      seen.add(id.replace('date-picker-day-', ''));
    }
    const sorted = [...seen].sort();
    if (dayIndex < sorted.length) day = sorted[dayIndex];
    else await datePicker.getByTestId('date-picker-next').click();
  }
  if (!day) throw new Error(`the date picker offers fewer than ${dayIndex + 1} days`);
  await datePicker.getByTestId(`date-picker-day-${day}`).click();
  await datePicker.getByRole('button', { name: 'Speichern' }).click();
  await expect(datePicker).toBeHidden();

  // Saving a day opens the time picker.
  const timePicker = page.getByRole('dialog', { name: T.timeDialog });
  await expect(timePicker).toBeVisible();
  await expect(timePicker.getByText(T.availableTimes)).toBeVisible();
  const slots = timePicker.getByTestId('time-picker-slots').getByRole('button');
  const times = await slots.allTextContents();
  expect(times.length).toBeGreaterThan(0);
  const time = times.includes(preferredTime) ? preferredTime : times[0];
  await slots.filter({ hasText: new RegExp(`^${time}$`) }).click();
  await timePicker.getByRole('button', { name: 'Speichern' }).click();
  await expect(timePicker).toBeHidden();
  return { day, time };
}

/** Ticks the terms and privacy boxes. */
export async function acceptLegal(page: Page): Promise<void> {
  await page.getByTestId('checkout-terms').check();
  await page.getByTestId('checkout-privacy').check();
}

/** Submits with the given label and waits for the status page (storefront.md §2.10: /status/{uid}/{hash}). */
export async function submitAndFollow(page: Page, label: string): Promise<StatusLink> {
  const submit = page.getByRole('button', { name: label, exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: T.thankYou })).toBeVisible();
  return statusLinkOf(page);
}

export interface StatusLink {
  uid: string;
  hash: string;
  /** The order id, from the public view (what the staff calls take). */
  id: number;
}

/** The uid and hash of the status page shown, and the order's id from the public call. */
export async function statusLinkOf(page: Page): Promise<StatusLink> {
  const [, uid, hash] = /\/status\/([^/]+)\/([^/?#]+)/.exec(new URL(page.url()).pathname) ?? [];
  const response = await page.request.get(`/api/orders/public/${uid}/${hash}`);
  expect(response.status()).toBe(200);
  const order = ((await response.json()) as { data: { id: number; uid: string } }).data;
  expect(order.uid).toBe(decodeURIComponent(uid));
  return { uid: decodeURIComponent(uid), hash: decodeURIComponent(hash), id: order.id };
}
