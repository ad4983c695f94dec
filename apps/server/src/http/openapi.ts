import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorBodySchema } from '@simmer/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';

type Json = Record<string, unknown>;
type Operation = Json & { tags?: string[]; parameters?: unknown[]; requestBody?: unknown; responses?: Json };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** The error body every 4xx and 5xx answers (`http/error-handler.ts`). */
const errorSchema = z.toJSONSchema(
  ErrorBodySchema.extend({
    errorMessage: z
      .string()
      .optional()
      .describe('The same message, on the routes whose clients read it so (002 §8).'),
  }),
  { target: 'openapi-3.0' },
) as Json;
delete errorSchema.additionalProperties;

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const errorResponse = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: errorContent,
});

/** Shared error responses, referenced by every operation that can answer them. */
const responses = {
  BadRequest: errorResponse('The input was refused; `errors` maps fields to messages.'),
  Unauthorized: errorResponse('No valid access token: sign in, or refresh the token.'),
  Forbidden: errorResponse('Signed in without the role this operation needs.'),
  NotFound: errorResponse('The item does not exist, or is not the caller’s to see.'),
  PayloadTooLarge: errorResponse('The request body is too large.'),
  TooManyRequests: errorResponse('Too many attempts from this address or for this account; wait and retry.'),
  ServiceUnavailable: errorResponse(
    'The database is briefly unreachable, or the server is shedding load; retry after the given delay.',
    { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } },
  ),
  Error: errorResponse('Any other error in the same shape (409 conflict, 402 payment refused, …).'),
};

/**
 * @fastify/swagger options: the document is generated from the routes' zod schemas, and
 * this module adds what a route need not repeat (decision 448): the security requirement
 * from the route's declared access, an operationId from its module (first tag), method and
 * path, the shared error responses it can produce, and `null` in nullable enums.
 */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${config.BRAND_NAME} API`,
        version: '1.0.0',
        description:
          'Errors answer `{status, msg, errors?}`; sign in at `POST /users/rest-auth/login/` for a bearer token.',
      },
      servers: [{ url: '/v1' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Error: errorSchema as never },
        responses: responses as never,
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const routeConfig = (input.route.config ?? {}) as { access?: string; rateLimit?: unknown };
      const access = routeConfig.access ?? 'closed';
      return {
        url: out.url,
        schema: {
          ...out.schema,
          security: access === 'public' ? [] : [{ bearer: [] }],
          'x-access': access,
          ...(routeConfig.rateLimit ? { 'x-rate-limited': true } : {}),
        } as typeof out.schema,
      };
    },
    transformObject: (documents) => {
      const doc = ('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Json;
      completeOperations(doc);
      addNullToNullableEnums(doc);
      return doc as never;
    },
  };
}

function completeOperations(doc: Json) {
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of methods) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const id = (op.operationId as string | undefined) ?? operationId(op.tags?.[0] ?? 'api', method, path);
      const taken = ids.get(id);
      if (taken) throw new Error(`operationId ${id} of ${method} ${path} is already used by ${taken}`);
      ids.set(id, `${method} ${path}`);
      op.operationId = id;
      op.responses = { ...errorResponses(op, path), ...(op.responses ?? {}) };
    }
  }
}

/** `grocery` + `get` + `/grocery/lists/{id}/` → `grocery_getGroceryListsById`. */
export function operationId(module: string, method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      const pascal = parts.map((p) => p[0]!.toUpperCase() + p.slice(1));
      return param ? ['By', ...pascal] : pascal;
    });
  return `${module.replace(/[^A-Za-z0-9]+/g, '_')}_${method}${words.join('')}`;
}

function errorResponses(op: Operation, path: string): Json {
  const ref = (name: keyof typeof responses) => ({ $ref: `#/components/responses/${name}` });
  const access = op['x-access'];
  const out: Json = {};
  // Every operation: the shared input guard refuses a NUL or a malformed value in any query
  // or path, declared or not (decision 440).
  out['400'] = ref('BadRequest');
  if (access !== 'public') out['401'] = ref('Unauthorized');
  if (access === 'admin') out['403'] = ref('Forbidden');
  if (path.includes('{')) out['404'] = ref('NotFound');
  if (op.requestBody) out['413'] = ref('PayloadTooLarge');
  if (op['x-rate-limited']) out['429'] = ref('TooManyRequests');
  out['503'] = ref('ServiceUnavailable');
  out.default = ref('Error');
  return out;
}

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum must list `null` itself, or
 * validators and generated clients refuse the null the API sends.
 */
function addNullToNullableEnums(node: unknown) {
  const stack: unknown[] = [node];
  while (stack.length) {
    const cur = stack.pop();
    if (!cur || typeof cur !== 'object') continue;
    if (Array.isArray(cur)) {
      stack.push(...cur);
      continue;
    }
    const schema = cur as Json;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    stack.push(...Object.values(schema));
  }
}
