import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { reactPropsKey, servedPageGlobals, storageKeys } from '@simmer/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { memoryResponseStore, publicCacheChannel } from './public-cache';

/**
 * Public pages drawn on the server (decision 610): the web build's renderer
 * (`apps/web/src/entry-server.tsx`, built into `dist-ssr/` beside `dist/`) draws the public home
 * and a recipe page as a visitor sees them, with their requests answered by this process's own
 * routes (`inject`, so the public answer cache serves them). The page is sent with that HTML in
 * `#root` and the data it was drawn from; the browser hydrates it instead of drawing it again.
 */

interface Rendered {
  html: string;
  state: unknown[];
}

/** The screen a page is drawn for: a phone's narrow layout or a wide one (see `screenOf`). */
export type Screen = 'phone' | 'wide';

interface Renderer {
  renderPage(
    url: string,
    send: (url: string, init: RequestInit) => Promise<Response>,
    screen: Screen,
    origin?: string | null,
  ): Promise<Rendered | null>;
}

/**
 * The screen a request most likely comes from: a phone when the browser says it is a mobile one
 * (the `Sec-CH-UA-Mobile` hint, or "Mobi" in its user agent, which phones send and tablets do
 * not). A page is drawn for that screen, so the parts that differ (a recipe's tabs or accordion)
 * are not drawn again after hydration; a wrong guess only costs that redraw.
 */
export function screenOf(headers: Record<string, string | string[] | undefined>): Screen {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'wide';
  return /Mobi/.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'wide';
}

/**
 * Run by the browser right before `#root`. A stored session means a member, whose page differs
 * from a visitor's: the page is marked (`data-session` on `<html>`), which hides the visitor's
 * drawn HTML from the first frame (`global.css`), and the app empties it and draws the member's
 * page as it does every other page (`app/served-state.ts`). Otherwise the drawn page shows at
 * once, before the app's code has arrived and before React has hydrated each part: a click on a
 * button React has not hydrated yet is stopped and the button kept, and the app clicks it again
 * once React has (`main.tsx`), so an early click is late, not lost. Allowed by the
 * content security policy by its hash.
 */
const { earlyClicks, replay } = servedPageGlobals;
export const pageGateScript = [
  'try{',
  `if(localStorage.getItem(${JSON.stringify(storageKeys.session)}))document.documentElement.setAttribute("data-session","");`,
  `else{var q=window.${earlyClicks}=[];`,
  'document.addEventListener("click",function(e){',
  'var b=e.target instanceof Element&&e.target.closest("#root button,#root [role=button]");',
  `if(!b||Object.keys(b).some(function(k){return k.indexOf(${JSON.stringify(reactPropsKey)})===0}))return;`,
  'e.preventDefault();e.stopPropagation();',
  `if(q.indexOf(b)<0){q.push(b);window.${replay}&&window.${replay}()}},true)}`,
  '}catch(e){}',
].join('');
export const pageGateHash = `'sha256-${createHash('sha256').update(pageGateScript).digest('base64')}'`;

/** The rendered page's place in `index.html`. */
const rootTag = '<div id="root"></div>';

export interface PageRender {
  /** `html` (index.html with its head) with the page drawn into it, or null to send it as it is. */
  fill(html: string, url: string, screen: Screen): Promise<string | null>;
  /** Whether the page at `url` is kept drawn (served without the database: never shed). */
  holds(url: string, screen: Screen): boolean;
}

/** The built app's entry script in `index.html`. */
const entryScript = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** The web build's loader of a drawn page's entry (`apps/web/public/after-paint.js`). */
export const afterPaintScript = '/after-paint.js';

/**
 * A drawn page shows without its scripts, so what it shows comes first: its largest picture is
 * asked for before anything else, and the app's modules are no longer preloaded beside it (the
 * entry script still loads them, a moment later, to hydrate the page), nor the site
 * configuration, which comes with the page's data. The entry itself is asked for once the page
 * is painted: without it in the way, a slow phone paints the page as soon as its HTML, styles
 * and picture are in.
 */
function firstScreenFirst(html: string): string {
  const picture = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
  let out = html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // The site configuration comes with the page's data: asking for it again would be waste.
    .replace(/\s*<link rel="preload" href="\/v1\/site-config\/"[^>]*>/, '');
  if (picture)
    out = out.replace(picture, '').replace(/<meta charset="[^"]*" \/>/i, (meta) => `${meta}\n    ${picture}`);
  // The app's entry is fetched once the drawn page is painted (`after-paint.js`, decision 620).
  const entry = out.match(entryScript);
  if (entry)
    out = out
      .replace(entry[0], `<script type="module" src="${afterPaintScript}"></script>`)
      .replace(/<html([^>]*)>/i, (_tag, attrs: string) => `<html${attrs} data-entry="${entry[1]}">`);
  return out;
}

/** The JSON of a page's queries, safe inside a `<script>`: no `</script>` can close it early. */
const inScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Loads the renderer built beside `webDistDir`, if any: without it (the route tests' bare
 * `index.html`, a build older than the renderer) pages are sent undrawn, as before.
 */
export async function pageRender(
  app: FastifyInstance,
  ctx: AppContext,
  webDistDir: string,
  ttlSeconds: number,
): Promise<PageRender | null> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (error) {
    ctx.log.warn({ err: error }, 'page renderer could not be loaded; pages are drawn in the browser');
    return null;
  }

  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };

  // Drawn pages are kept per address like the answers they are drawn from, and cleared with them.
  const kept = memoryResponseStore<{ html: string; at: number }>(500);
  let generation = 0;
  await ctx.pubsub.subscribe(publicCacheChannel, () => {
    generation += 1;
    kept.clear();
  });
  const ttl = ttlSeconds * 1000;

  const draw = async (url: string, screen: Screen): Promise<string | null> => {
    const key = `${screen} ${url}`;
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.html;
    const started = generation;
    const page = await renderer.renderPage(url, send, screen, new URL(ctx.config.publicUrl).origin);
    if (!page) return null;
    const html = `<script>${pageGateScript}</script><div id="root" data-drawn="${screen}">${page.html}</div><script id="simmer-state" type="application/json">${inScript(
      page.state,
    )}</script>`;
    if (ttl > 0 && started === generation) kept.set(key, { html, at: Date.now() });
    return html;
  };

  return {
    holds(url, screen) {
      const hit = kept.get(`${screen} ${url}`);
      return !!hit && Date.now() - hit.at < ttl;
    },
    async fill(html, url, screen) {
      if (!html.includes(rootTag)) return null;
      try {
        const drawn = await draw(url, screen);
        return drawn ? firstScreenFirst(html).replace(rootTag, () => drawn) : null;
      } catch (error) {
        // A page that cannot be drawn here is drawn by the browser, as every other page is.
        ctx.log.warn({ err: error, url }, 'page could not be rendered on the server');
        return null;
      }
    },
  };
}
