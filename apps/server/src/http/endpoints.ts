import {
  type BodyOut,
  type EndpointDef,
  type EndpointGroup,
  entryNames,
  type HeadersOut,
  type ParamsOut,
  type QueryOut,
  type ReplyOf,
} from '@simmer/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { audited } from '../modules/audit/record.service';

/** The request a handler receives: params, query, body and headers as the entry's schemas output them. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
  Headers: HeadersOut<E>;
}>;

type Answer<E extends EndpointDef> = ReplyOf<E> | FastifyReply;

/** Serves one entry: answers what the entry's response schema accepts, or sends through `reply`. */
export type Handler<E extends EndpointDef> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** A handler with the route options an entry does not carry (rate limits, body size, hooks). */
export interface HandlerWithOptions<E extends EndpointDef> {
  handler: Handler<E>;
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Below the default, for routes whose request line carries a token (streams, HLS). */
  logLevel?: RouteShorthandOptions['logLevel'];
}

/** One handler for every entry of a group: an entry left out, or a handler for no entry, fails the type check. */
export type Handlers<G extends EndpointGroup> = {
  [K in keyof G]: Handler<G[K]> | HandlerWithOptions<G[K]>;
};

/**
 * What a module may do to the instance besides serving its entries: content-type parsers and
 * lifecycle hooks. Registering a route is not on it, so a route exists only through the table.
 */
export type RouteSetup = Pick<
  FastifyInstance,
  'addContentTypeParser' | 'addHook' | 'hasContentTypeParser' | 'removeAllContentTypeParsers'
>;

/** Registers the module's entries (and its setup) on the `/v1` instance. */
export type ModuleRoutes = (app: FastifyInstance) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry a route serves; every `/v1` route has one (`requireEndpointEntries`). */
    endpoint?: EndpointDef;
  }
}

/**
 * Refuses, while the app is being built, any `/v1` route that was not registered from an entry
 * of the endpoint table (the API description's own pages aside).
 */
export function requireEndpointEntries(v1: FastifyInstance) {
  v1.addHook('onRoute', (route) => {
    if (route.config?.endpoint || route.url.startsWith('/v1/docs')) return;
    throw new Error(`${route.method} ${route.url} has no entry in the endpoint table`);
  });
}

/**
 * The routes of one group: each entry registered with its method, path, access class and schemas
 * from the table, served by its handler. `setup` adds parsers and hooks to the same scope.
 */
export function serve<G extends EndpointGroup>(
  tag: string,
  group: G,
  handlers: Handlers<G>,
  setup?: (scope: RouteSetup) => void,
): ModuleRoutes {
  return async (app) => {
    await app.register(async (scope) => {
      setup?.(scope);
      for (const [name, entry] of Object.entries(group)) {
        const given = (handlers as Record<string, Handler<EndpointDef> | HandlerWithOptions<EndpointDef>>)[
          name
        ];
        if (!given) throw new Error(`No handler for endpoint ${tag}.${name}`);
        const { handler, config, bodyLimit, preHandler, logLevel } =
          typeof given === 'function'
            ? {
                handler: given,
                config: undefined,
                bodyLimit: undefined,
                preHandler: undefined,
                logLevel: undefined,
              }
            : given;
        const served = isAuditedWrite(entry) ? auditedHandler(entry, handler) : handler;
        scope.route({
          method: entry.method,
          url: entry.path,
          config: { ...config, access: entry.access, endpoint: entry },
          ...(bodyLimit ? { bodyLimit } : {}),
          ...(preHandler ? { preHandler } : {}),
          ...(logLevel ? { logLevel } : {}),
          schema: schemaOf(tag, entry),
          handler: entry.status
            ? (req, reply) => {
                reply.status(entry.status as number);
                return (served as Handler<EndpointDef>)(req as EndpointRequest<EndpointDef>, reply);
              }
            : (served as never),
        });
      }
    });
  };
}

/** Every admin entry that may change something: all but GET, HEAD and those marked `unaudited`. */
export function isAuditedWrite(entry: EndpointDef): boolean {
  return entry.access === 'admin' && entry.method !== 'GET' && entry.method !== 'HEAD' && !entry.unaudited;
}

/**
 * The handler of an admin write, run inside an audit scope (decision 711): its row names the
 * caller, the entry (`group.name`), the item from the path's params (a service may name it more
 * precisely with `auditNote`) and the request's address as Fastify computes it (TRUST_PROXY).
 */
function auditedHandler<E extends EndpointDef>(entry: E, handler: Handler<E>): Handler<E> {
  const action = entryNames.get(entry) ?? `${entry.method} ${entry.path}`;
  const group = action.split('.')[0] ?? '';
  return (req, reply) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    const { contentType, type, id, ...rest } = params;
    const kind = contentType ?? type;
    const targetId = id ?? Object.values(rest)[0];
    return audited(
      req.server.ctx.db,
      {
        actorId: req.auth?.userId ?? null,
        action,
        targetType: typeof kind === 'string' ? kind : group,
        targetId: targetId === undefined ? null : String(targetId),
        summary: `${req.method} ${req.url.split('?')[0]}`,
        ip: req.ip,
      },
      async () => handler(req, reply),
    );
  };
}

function schemaOf(tag: string, entry: EndpointDef) {
  const response: Record<number, unknown> = { ...entry.responses };
  if (typeof entry.response !== 'string') response[entry.status ?? 200] = entry.response;
  return {
    tags: [tag],
    ...(entry.summary ? { summary: entry.summary } : {}),
    ...(entry.hide ? { hide: true } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.headers ? { headers: entry.headers } : {}),
    ...(entry.body && typeof entry.body !== 'string' ? { body: entry.body } : {}),
    ...(entry.body === 'multipart'
      ? { consumes: entry.json ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'] }
      : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}
