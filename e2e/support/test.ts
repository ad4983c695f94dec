import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * What React says of a page whose first render does not match the served markup: the
 * minified errors #418 (text), #423 (recoverable, client re-render) and #425 (text content),
 * or the development build's "Hydration failed" / "hydration mismatch" / "did not match".
 */
const hydration = /#418\b|#423\b|#425\b|hydrat|did not match/i;

/** The messages of a page that tell of a hydration error (console errors and uncaught errors). */
export function hydrationErrors(messages: readonly string[]): string[] {
  return messages.filter((m) => hydration.test(m));
}

/** Records console errors and uncaught errors of every page of a context, as they happen. */
function listen(context: BrowserContext, messages: string[]) {
  context.on('console', (m) => {
    if (m.type() === 'error') messages.push(m.text());
  });
  context.on('weberror', (e) => messages.push(e.error().message));
}

/**
 * Every spec's `test` and `expect`: an automatic fixture listens to the test's own context and
 * to every context or page the test opens from the browser, and fails the test at its end if a
 * page reported a hydration error (the served markup and the app's first render differ).
 */
export const test = base.extend<{ failOnHydrationError: undefined }>({
  failOnHydrationError: [
    async ({ context, browser }, use, testInfo) => {
      const messages: string[] = [];
      listen(context, messages);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const created = await newContext.apply(browser, args);
        listen(created, messages);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      const found = hydrationErrors(messages);
      if (found.length) {
        await testInfo.attach('hydration errors', { body: found.join('\n'), contentType: 'text/plain' });
        throw new Error(`The page reported a hydration error:\n${found.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
export { expect };
