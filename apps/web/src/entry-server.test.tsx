import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import recipe from './test-fixtures/recipe.json';

const siteConfig = {
  brand_name: 'Simmer',
  logo_url: null,
  favicon_url: null,
  currency: 'USD',
  primary_color: '#e8590c',
  contact_email: 'hello@simmer.dev',
  social: {},
  google_client_id: null,
  payments_test_mode: true,
};

/** The server's own API, as the renderer reaches it: the site configuration and recipe 1. */
async function send(url: string): Promise<Response> {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url === '/v1/site-config/') return json(siteConfig);
  if (url === '/v1/admin/user/youtube-recipe/1/') return json(recipe);
  return json({ status: 404, msg: 'Not found', errors: {} }, 404);
}

// In this order, even when test order is shuffled: the last test loads the app's modules afresh
// (as the browser would), and pages loaded after that would bind to those.
describe('the server renderer', { shuffle: false }, () => {
  it('draws a recipe page as a visitor sees it, with the queries it was drawn from', async () => {
    const page = await renderPage('/recipe/1', send);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('Quinoa Buddha Bowl</h1>');
    expect(page!.html).toContain('src="/v1/media/files/images/bowl.jpg"');
    const keys = page!.state.map(([key]) => JSON.stringify(key));
    expect(keys).toContain(JSON.stringify(['site-config']));
    expect(page!.state.some(([, data]) => (data as { title?: string })?.title === recipe.title)).toBe(true);
  });

  it("draws a recipe's tabs for a wide screen and its accordion for a phone", async () => {
    const wide = (await renderPage('/recipe/1', send, 'wide'))!.html;
    expect(wide).toContain('mantine-Tabs-root');
    expect(wide).not.toContain('mantine-Accordion-root');
    const phone = (await renderPage('/recipe/1', send, 'phone'))!.html;
    expect(phone).toContain('mantine-Accordion-root');
    expect(phone).not.toContain('mantine-Tabs-root');
  });

  it('leaves pages it does not render, and a page whose data failed, to the browser', async () => {
    expect(await renderPage('/login', send)).toBeNull();
    expect(await renderPage('/recipe/2', send)).toBeNull();
  });

  it('draws what the browser hydrates: no mismatch, and the server’s elements are kept', async () => {
    // A phone's screen, served the page drawn for a phone.
    const screen = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM;
    const width = window.innerWidth;
    screen.setViewport({ width: 412 });
    const page = (await renderPage('/recipe/1', send, 'phone'))!;
    // React's server renderers (one for each of its two passes) leave their last context values
    // set, switching them at the start of their next render; here the browser's renderer runs in
    // the same process and would read them, so an empty render of each clears them first.
    renderToString(<span />);
    await prerenderToNodeStream(<span />);
    window.history.replaceState(null, '', '/recipe/1');
    document.body.innerHTML = `<div id="root" data-drawn="phone">${page.html}</div><script id="simmer-state" type="application/json">${JSON.stringify(page.state)}</script>`;
    const title = document.querySelector('h1');
    expect(title?.textContent).toBe('Quinoa Buddha Bowl');
    const picture = () => document.querySelector('#root img[src="/v1/media/files/images/bowl.jpg"]');
    const served = picture();
    expect(served).not.toBeNull();
    const accordion = () => document.querySelector('#root .mantine-Accordion-root');
    const servedAccordion = accordion();
    expect(servedAccordion).not.toBeNull();

    // The browser's modules, fresh: the served queries go into its cache as the app starts.
    vi.resetModules();
    const { servedPage } = await import('./app/served-state');
    expect(servedPage).toBe(true);
    const { AppProviders } = await import('./app/providers');
    const { openedPage } = await import('./app/router');
    await openedPage;

    const errors: unknown[] = [];
    const container = document.getElementById('root')!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')).toBe(title);
    expect(picture()).toBe(served);
    // The phone keeps the accordion the server drew: its recipe is not drawn a second time.
    expect(accordion()).toBe(servedAccordion);

    // Test files may share this window: leave it as it was found.
    act(() => root?.unmount());
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    screen.setViewport({ width });
  });
});
