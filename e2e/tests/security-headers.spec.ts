import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from '../support/backoffice';

/**
 * The gateway's Content-Security-Policy (issue 10 §7) must not break the composed app:
 * the shell loads its remotes from other origins in development, the storefront its
 * lazily loaded chunks and the back office its module. Every violation the browser
 * reports (securitypolicyviolation events and console messages) fails the journey.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('shop and back office run under the security headers without a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);

  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('main')).toBeVisible();
  await loginAsAdmin(page);
  await expect(page).toHaveURL(/\/backend/);
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
