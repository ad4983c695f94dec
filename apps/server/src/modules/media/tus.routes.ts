import { Readable } from 'node:stream';
import { endpoints } from '@simmer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { createTusServer, setCaller } from './tus-server';

/**
 * The request as the library takes it: a Fetch request streaming the raw body, carrying the
 * Node request as srvx does, so the library sees a dropped connection and keeps what arrived.
 */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = req.method === 'PATCH' || req.method === 'POST';
  const web = new Request(`http://${req.headers.host ?? 'localhost'}${req.raw.url}`, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  return Object.assign(web, { runtime: { name: 'node', node: { req: req.raw } } });
}

/**
 * The tus endpoint (`@tus/server`, decision 404) inside Fastify: the access hook checks the
 * token as on every route, the library answers, and its answer goes out through Fastify.
 * Every method of the protocol is its own entry, all served by the same handler.
 */
export function tusRoutes(ctx: AppContext) {
  const tus = createTusServer(ctx);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const request = webRequest(req);
    setCaller(request, req.auth);
    const res = await tus.handleWeb(request);
    for (const [name, value] of res.headers) {
      // The library's CORS answers (`*`) are dropped: the API is same-origin, like every route.
      if (name === 'content-type' || name === 'content-length' || name.startsWith('access-control-'))
        continue;
      reply.header(name, value);
    }
    reply.status(res.status).header('cache-control', 'no-store');
    const body = await res.text();
    // Errors carry the catalogue's `{status, msg}` (see onResponseError).
    return res.status >= 400 ? reply.type('application/json; charset=utf-8').send(body) : reply.send();
  };
  return serve(
    'media',
    endpoints.tus,
    { options: handler, create: handler, offset: handler, append: handler, terminate: handler },
    (scope) => {
      // PATCH bodies stay on the request for the library to stream into the store.
      scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    },
  );
}
