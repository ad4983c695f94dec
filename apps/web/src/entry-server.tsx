/**
 * The server's renderer of public pages (decision 610): the public home and a recipe page are
 * sent as HTML a visitor sees before any script has run, with the data they were drawn from,
 * so the browser hydrates the same tree instead of drawing the page again. Built by
 * `vite build --ssr` into `dist-ssr/`, loaded by the API server (`http/page-render.ts`).
 */

import type { PagePath } from '@simmer/contracts';
import { QueryClient as Cache, type QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { firstScreen } from './app/first-screen';
import { pages } from './app/pages';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import type { ServedQuery } from './app/served-state';
import { setTransport } from './lib/api';
import { type DrawnScreen, DrawnScreenContext } from './lib/drawn-screen';
import { siteConfigQuery } from './lib/site-config';
import { setDrawnOrigin } from './lib/site-origin';

/** The address being rendered, for the router. */
const Address = createContext('/');

function ServerRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={use(Address)}>{children}</StaticRouter>;
}

/** The pages the server renders: the two a visitor most often lands on. */
export const renderedPages: ReadonlySet<PagePath> = new Set<PagePath>(['/home-page-new', '/recipe/:id']);

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The queries it was drawn from, for the browser's cache (`app/served-state.ts`). */
  state: ServedQuery[];
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

function served(client: QueryClient): ServedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt]);
}

/**
 * Renders `url` as a visitor on `screen` sees it, its requests sent with `send` (the server's own API, in
 * process). Null when the page is not one the server renders or its first screen's data did not
 * load: the browser then draws it as any other page.
 */
export async function renderPage(
  url: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
  screen: DrawnScreen = 'wide',
  /** The site's public origin: links to its own pages are drawn as the browser will draw them. */
  origin: string | null = null,
): Promise<RenderedPage | null> {
  setTransport(send);
  setDrawnOrigin(origin);
  const match = matchRoutes(routes, url)?.at(-1);
  const path = match?.route.path as PagePath | undefined;
  if (!match || !path || !renderedPages.has(path)) return null;
  const client = new Cache({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  await Promise.all([
    client.prefetchQuery(siteConfigQuery),
    firstScreen[path]?.(match.params, client),
    pages[path].preload(),
  ]);
  const failed = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error');
  if (failed) return null;
  const app = (
    <Address value={url}>
      <DrawnScreenContext value={screen}>
        <AppProviders client={client} Router={ServerRouter} />
      </DrawnScreenContext>
    </Address>
  );
  // The first pass waits for everything the page suspends on (its parts' code, the queries it
  // reads as it renders). The second, with all of it in, draws the page in one piece: no part
  // is left to a script that fills it in later, which the content security policy would block.
  await text((await prerenderToNodeStream(app)).prelude);
  return { html: renderToString(app), state: served(client) };
}
