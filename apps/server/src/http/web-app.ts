import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { isPagePath, notFoundPage } from './not-found-page';
import { type PageRender, screenOf } from './page-render';

/**
 * Serves the built web app. Files that exist are sent with cache headers (hashed assets
 * for a year, immutable) and precompressed when the browser accepts brotli or gzip; every
 * page path of the spec's route list gets `index.html` so the client router takes over.
 * `/v1/...` stays the API's, except the password-reset page the spec places under it.
 * A missing file gets a 404 page (decision 446). A path no page has gets the same page, which
 * sends a browser on to /welcome-screen (where the spec sends unmatched paths). An item that
 * does not exist (`transformIndex` answers false) gets the app itself with a 404 status, so
 * crawlers drop it while the page shows the spec's "not found" message.
 */
export interface WebAppOptions {
  /**
   * Hook point for server-rendered metadata: given `index.html` and the page path, returns
   * the page's HTML (e.g. with Open Graph tags and JSON-LD) or null to send it unchanged.
   */
  transformIndex?: (html: string, urlPath: string, request: FastifyRequest) => Promise<string | null | false>;
  /** Brand name and colour of the not-found page, as they are now (an admin may change them). */
  brand?: () => Promise<{ name: string; color: string }>;
  /** Draws the pages the server renders into `index.html` (decision 610). */
  render?: PageRender | null;
}

type TransformIndex = NonNullable<WebAppOptions['transformIndex']>;

/** Several `transformIndex` hooks, each for its own pages: the first that answers for a path wins. */
export function pageHeads(...hooks: TransformIndex[]): TransformIndex {
  return async (html, urlPath, request) => {
    for (const hook of hooks) {
      const out = await hook(html, urlPath, request);
      if (out !== null) return out;
    }
    return null;
  };
}

/** The app's page for an item that does not exist: not indexed, titled "Page not found". */
function missingItemPage(index: string): string {
  const title = `<title>${msg.pageNotFoundTitle}</title>`;
  const head = `<meta name="robots" content="noindex">${title}`;
  return /<title>[^<]*<\/title>/.test(index)
    ? index.replace(/<title>[^<]*<\/title>/, head)
    : index.replace('</head>', `${head}</head>`);
}

export async function registerWebApp(app: FastifyInstance, distDir: string, opts: WebAppOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  // Text files are compressed at build time (file.br, file.gz beside each); the smaller one the
  // browser accepts is sent, with `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  const brand = async () => (await opts.brand?.()) ?? { name: 'Simmer', color: '#e8590c' };
  const page = async () => {
    const b = await brand();
    return notFoundPage(b.name, b.color);
  };
  const unmatchedPage = async () => {
    const b = await brand();
    return notFoundPage(b.name, b.color, '/welcome-screen');
  };
  const notFound = async (reply: FastifyReply, body?: string) =>
    reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body ?? (await page()));

  const resetPage = /^\/v1\/users\/password-reset-confirm\/[^/]+\/[^/]+\/?$/;
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return notFound(reply);
    }
    if (urlPath.startsWith('/v1/') && !resetPage.test(urlPath)) throw AppError.notFound();
    const file = path.normalize(path.join(distDir, urlPath));
    if (
      file.startsWith(distDir + path.sep) &&
      urlPath !== '/' &&
      existsSync(file) &&
      !file.endsWith('index.html')
    ) {
      const immutable = urlPath.startsWith('/assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        .sendFile(path.relative(distDir, file), { cacheControl: false });
    }
    // A path no page has: a 404 for crawlers that sends a browser on to the welcome screen.
    if (!isPagePath(urlPath))
      return notFound(reply, path.extname(urlPath) ? await page() : await unmatchedPage());
    if (!existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then start the server again.');
    }
    let html: string | null = null;
    // Read once per request, whichever of the steps below needs it.
    let index: string | undefined;
    const readIndex = async () => (index ??= await readFile(indexFile, 'utf8'));
    if (opts.transformIndex) {
      const head = await opts.transformIndex(await readIndex(), urlPath, request);
      // An item that does not exist: a 404 for crawlers, while the page itself says so in
      // the spec's words ("Oops! No Video details found!") once the app has loaded.
      if (head === false) return notFound(reply, missingItemPage(await readIndex()));
      html = head;
    }
    if (opts.render) {
      const screen = screenOf(request.headers);
      const drawn = await opts.render.fill(html ?? (await readIndex()), request.url, screen);
      // A page drawn for a phone differs from one drawn for a wide screen.
      if (drawn !== null) {
        html = drawn;
        reply.header('vary', 'Sec-CH-UA-Mobile, User-Agent');
      }
    }
    if (html !== null)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
