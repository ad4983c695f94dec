import { Readable } from 'node:stream';
import { endpoints, msg } from '@simmer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { leaveAdmission } from '../../http/admission';
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

function errorBody(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { msg?: unknown };
    if (typeof parsed.msg === 'string') return text;
  } catch {}
  return JSON.stringify({ status, msg: text.trim() || msg.invalidInput });
}

/**
 * The tus endpoint (`@tus/server`, decision 404) inside Fastify: the access hook checks the
 * token as on every route, the library answers, and its answer goes out through Fastify.
 * Every method of the protocol is its own entry, all served by the same handler.
 */
export function tusRoutes(ctx: AppContext) {
  const tus = createTusServer(ctx);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // An append lasts as long as the uploader's link takes to send its chunk: it waits on the
    // network, not the server, so it gives up its admission place (decision 810).
    if (req.method === 'PATCH') leaveAdmission(req);
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
    if (res.status < 400) return reply.send();
    // Errors carry `{status, msg}`: the catalogue's from onResponseError, and the library's own
    // checks that answer before it (a chunk that is not `application/offset+octet-stream`) in the
    // same shape.
    return reply.type('application/json; charset=utf-8').send(errorBody(res.status, await res.text()));
  };
  return serve(
    'media',
    endpoints.tus,
    { options: handler, create: handler, offset: handler, append: handler, terminate: handler },
    (scope) => {
      // Every body stays on the request for the library: chunks (`application/offset+octet-stream`)
      // stream into the store, and a body of any other type is left unread for the library to
      // refuse (415 on a chunk) or ignore (a creation), instead of being parsed as JSON or text
      // here and reaching the library already consumed.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    },
  );
}
