import type {Page} from '@playwright/test';

/**
 * Records every Content-Security-Policy violation `page` reports from now
 * on, as `path: directive blocked-URI sample` lines, so that a test can
 * expect the list to stay empty. Register before the first navigation.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {__cspViolation: (text: string) => void}).__cspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    ),
  );
  return violations;
}
