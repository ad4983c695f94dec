import type { z } from 'zod';
import type { Permission } from './permissions';

/**
 * One API endpoint: its method, path (below `/v1`), who may call it, and the schemas of what goes
 * in and comes out. The server registers its routes from these entries and the web client calls
 * them by entry, so a route and its caller are checked against the same table.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Who may call: anyone, any signed-in account, or an admin. */
export type EndpointAccess = 'public' | 'user' | 'admin';

/**
 * What the body is when it is not JSON described by a schema: a multipart form (files), raw bytes
 * (tus chunks, signed webhooks), or nothing at all.
 */
export type BodyKind = 'multipart' | 'raw';

/**
 * What the answer is when it is not JSON described by a schema: a file or stream (media, HLS,
 * server-sent events), or an empty answer.
 */
export type ReplyKind = 'stream' | 'empty';

interface EndpointBase {
  readonly method: Method;
  readonly path: string;
  readonly access: EndpointAccess;
  /** For `access: 'admin'`: the staff permission the caller's role needs (see ROLES). */
  readonly permission?: string;
  readonly summary?: string;
  /**
   * Why an admin entry that is not a GET is left out of the audit log (a search sent as a body,
   * media bytes); every other admin write is audited (decision 711).
   */
  readonly unaudited?: string;
  /** Left out of the published API description (tus, webhooks, streams). */
  readonly hide?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Headers the route reads (for example `Idempotency-Key`). */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType | BodyKind;
  /**
   * For a `multipart` body that the route also takes as JSON (the same fields, images as stored
   * addresses): what that JSON is. The handler reads either encoding and checks it itself.
   */
  readonly json?: z.ZodType;
  /** The success status (200 unless said) and its schema, or what a non-JSON answer is. */
  readonly status?: number;
  readonly response: z.ZodType | ReplyKind;
  /** Other answers the route documents (for example 202 while work goes on). */
  readonly responses?: Readonly<Record<number, z.ZodType>>;
}

/**
 * An admin entry names the permission it needs (the server answers 403 to staff whose role lacks
 * it); other entries name none. Leaving it out of an admin entry fails the type check.
 */
export type EndpointDef = EndpointBase &
  (
    | { readonly access: 'admin'; readonly permission: Permission }
    | { readonly access: 'public' | 'user'; readonly permission?: undefined }
  );

/** Declares an entry, keeping its literal path and schemas for the types that follow. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** A group of entries, one per route of a domain. */
export type EndpointGroup = Readonly<Record<string, EndpointDef>>;

// --- Types both sides read off an entry --------------------------------------------------------

type Split<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Split<Tail> : P;
type ParamName<S extends string> = S extends `:${infer Name}` ? Name : never;

/** The names of a path's `:params`, read off the literal path. */
export type PathParamNames<P extends string> = ParamName<Split<P>>;

type Scalar = string | number | boolean;
type Loose<T> = { [K in keyof T]: unknown extends T[K] ? Scalar | null | undefined : T[K] };

/** The params a caller passes: one per `:name` in the path. */
export type ParamsIn<E extends EndpointDef> = [PathParamNames<E['path']>] extends [never]
  ? undefined
  : Record<PathParamNames<E['path']>, string | number>;

/** The query a caller passes, before the server's coercion. */
export type QueryIn<E extends EndpointDef> = E['query'] extends z.ZodType
  ? Loose<z.input<E['query']>>
  : undefined;

/** The headers a caller sends. */
export type HeadersIn<E extends EndpointDef> = E['headers'] extends z.ZodType
  ? z.input<E['headers']>
  : undefined;

/** The body a caller sends. */
export type BodyIn<E extends EndpointDef> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? FormData | (E['json'] extends z.ZodType ? z.input<E['json']> : never)
    : E['body'] extends 'raw'
      ? Blob | ArrayBuffer | string
      : undefined;

/** What the server's handler receives, after validation and coercion. */
export type ParamsOut<E extends EndpointDef> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : Record<PathParamNames<E['path']>, string>;
export type QueryOut<E extends EndpointDef> = E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
export type BodyOut<E extends EndpointDef> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
export type HeadersOut<E extends EndpointDef> = E['headers'] extends z.ZodType
  ? z.output<E['headers']>
  : unknown;

/** What a successful call answers. */
export type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends 'empty'
    ? null
    : Blob;

/** The handler's answer: what the response schema accepts (the serializer strips the rest). */
export type ReplyOf<E extends EndpointDef> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : unknown;

/** `/grocery/lists/:id/` with `{id: 4}` → `/grocery/lists/4/`. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a search string (`?a=1&b=2`), leaving out empty values; arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
