import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught errors of a page, as they happen: a hydration mismatch (React's
 * #418, #423, #425) is one. A test expects the list to be empty at its end.
 */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
