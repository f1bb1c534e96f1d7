import { expect, type Page } from '@playwright/test';
import { texts } from './texts';

/** Demo logins seeded by the identity service (infra/dev/start.mjs prints them). */
export const ADMIN = { username: 'admin', password: 'demo1234' } as const;
/** The demo employee of Konstanz and Bodman. */
export const EMPLOYEE = { username: 'verkauf', password: 'demo1234' } as const;

/** Fills and sends the /backend/login form (the page must show it). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(texts.username).fill(username);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
}

/** Signs in as the demo administrator through the login page and waits for the back office. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/backend/login');
  await expect(page.getByRole('heading', { name: texts.loginTitle })).toBeVisible();
  await submitLogin(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('link', { name: texts.logout })).toBeVisible();
}

/** A branch identifier nobody else uses, so the suite can run again on the same data. */
export function uniqueIdentifier(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
