import { expect, hydrationErrors, test } from './support/test';

/**
 * The shared fixture of every spec (support/test.ts) fails a test whose page reports a
 * hydration error. These pages are served by Playwright itself: markup the app's first render
 * would not match, reported the way React reports it.
 */
const planted = 'http://planted.test/';

function serve(body: string) {
  return async (route: { fulfill: (r: { contentType: string; body: string }) => Promise<void> }) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Planted</title>${body}` });
}

/** What React 19's production build prints on a text mismatch, and throws on a failed hydration. */
const consoleMismatch = `<p id="root">Served</p><script>
  document.getElementById('root').textContent = 'Rendered';
  console.error('Uncaught Error: Minified React error #418; visit https://react.dev/errors/418?args[]=text');
</script>`;
const thrownMismatch = `<p id="root">Served</p><script>
  setTimeout(() => { throw new Error("Hydration failed because the server rendered HTML didn't match the client."); });
</script>`;

test('the checker keeps hydration errors and nothing else', () => {
  expect(
    hydrationErrors([
      'Minified React error #418; visit https://react.dev/errors/418',
      'Uncaught Error: Minified React error #423',
      'Error: Minified React error #425; visit https://react.dev/errors/425',
      "Hydration failed because the server rendered HTML didn't match the client.",
      'A tree hydrated but some attributes of the server rendered HTML did not match',
      'Failed to load resource: the server responded with a status of 404',
      'Minified React error #4180',
    ]),
  ).toHaveLength(5);
});

test('a page without a hydration error passes, even with another console error', async ({ page }) => {
  await page.route(planted, serve('<p>Fine</p><script>console.error("Failed to load resource")</script>'));
  await page.goto(planted);
  await expect(page.getByText('Fine')).toBeVisible();
});

test.describe('a planted mismatch fails the test', () => {
  // Expected to fail: the fixture throws at the test's end. Passing here means it did not.
  test.fail();

  test('reported on the console of the test page', async ({ page }) => {
    await page.route(planted, serve(consoleMismatch));
    await page.goto(planted);
    await expect(page.getByText('Rendered')).toBeVisible();
  });

  test('thrown in a page of a context the test opens', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const thrown = page.waitForEvent('pageerror');
    await page.route(planted, serve(thrownMismatch));
    await page.goto(planted);
    await thrown;
    await context.close();
  });
});
