import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Serves the built web app. Files that exist are sent with cache headers (hashed assets
 * for a year); every other page path gets `index.html` so the client router takes over.
 * `/v1/...` stays the API's, except the password-reset page the spec places under it.
 */
export interface WebAppOptions {
  /**
   * Hook point for server-rendered metadata: given `index.html` and the page path, returns
   * the page's HTML (e.g. with Open Graph tags and JSON-LD) or null to send it unchanged.
   */
  transformIndex?: (html: string, urlPath: string, request: FastifyRequest) => Promise<string | null>;
}

export async function registerWebApp(app: FastifyInstance, distDir: string, opts: WebAppOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  await app.register(fastifyStatic, { root: distDir, serve: false });

  const resetPage = /^\/v1\/users\/password-reset-confirm\/[^/]+\/[^/]+\/?$/;
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
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
    if (!existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then start the server again.');
    }
    if (opts.transformIndex) {
      const html = await opts.transformIndex(await readFile(indexFile, 'utf8'), urlPath, request);
      if (html !== null)
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
