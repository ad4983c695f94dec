import type {} from '@fastify/multipart';
import { msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors';

/** PostgreSQL `integer` bounds: every id and count column is an int4. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** Deepest JSON a request may carry; the deepest real form is a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Input checks every route shares, so a malformed request answers 400 before it reaches a
 * service or the database (decision 440):
 * - no text anywhere (path, query, JSON body, multipart fields) holds the NUL character,
 *   which PostgreSQL text cannot store;
 * - a JSON body is at most {@link MAX_JSON_DEPTH} levels deep;
 * - an integer a schema declares without its own upper bound fits PostgreSQL's `integer`;
 * - a multipart body names its boundary.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      const result = validate(data) as { value?: unknown; error?: Error };
      if (result.error || !('value' in result)) return result;
      const bad = outOfRange(route.schema, result.value, '');
      if (bad !== null) {
        const field = bad || route.httpPart || 'value';
        return { error: AppError.invalid(msg.numberOutOfRange, { [field]: msg.numberOutOfRange }) };
      }
      return result;
    };
  });

  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (
      typeof type === 'string' &&
      /^\s*multipart\/form-data/i.test(type) &&
      !/;\s*boundary=\S/i.test(type)
    ) {
      throw AppError.invalid(msg.multipartNoBoundary);
    }
    if (request.url.includes('%00') || request.url.includes('\0')) throw nulError('url');
    if (request.isMultipart?.()) wrapMultipart(request);
  });

  app.addHook('preValidation', async (request) => {
    checkValue(request.params, 'params');
    checkValue(request.query, 'query');
    checkValue(request.body, 'body');
  });
}

/** Throws the 400 for a text holding NUL, or for JSON nested too deeply. */
export function checkValue(root: unknown, part: string) {
  if (root === null || root === undefined) return;
  if (typeof root === 'string') {
    if (root.includes('\0')) throw nulError(part);
    return;
  }
  if (!isPlainData(root)) return;
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: root, depth: 0, path: '' }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) throw nulError(path || part);
      continue;
    }
    if (!isPlainData(value)) continue;
    if (depth >= MAX_JSON_DEPTH) throw AppError.invalid(msg.requestTooDeep);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) throw nulError(part);
      stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
}

/**
 * Parsed JSON, query and form values: plain objects and arrays. A streamed body (tus
 * bytes, camera chunks) is a stream object whose internals are not input to check.
 */
function isPlainData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function nulError(field: string) {
  return AppError.invalid(msg.textHasNul, { [field]: msg.textHasNul });
}

interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
  isInt?: boolean;
  maxValue?: number;
  minValue?: number;
}

/**
 * Walks a parsed value with its zod schema; answers the path of the first integer outside
 * `integer` whose schema set no bound of its own (a declared `.max()` is trusted: byte sizes
 * live in `bigint` columns), or null.
 */
function outOfRange(schema: unknown, value: unknown, path: string, depth = 0): string | null {
  const s = schema as ZodLike | undefined;
  const def = s?._zod?.def;
  if (!def || value === undefined || value === null || depth > MAX_JSON_DEPTH + 8) return null;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'number': {
      if (typeof value !== 'number' || !s!.isInt) return null;
      const max = s!.maxValue ?? Number.MAX_SAFE_INTEGER;
      const min = s!.minValue ?? Number.MIN_SAFE_INTEGER;
      if (max >= Number.MAX_SAFE_INTEGER && value > INT4_MAX) return path;
      if (min <= Number.MIN_SAFE_INTEGER && value < INT4_MIN) return path;
      return null;
    }
    case 'object': {
      if (typeof value !== 'object') return null;
      const shape = def.shape as Record<string, unknown>;
      for (const [key, child] of Object.entries(shape)) {
        const found = outOfRange(child, (value as Record<string, unknown>)[key], at(key), depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < value.length; i++) {
        const found = outOfRange(def.element, value[i], at(i), depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    case 'record': {
      if (typeof value !== 'object') return null;
      for (const [key, child] of Object.entries(value as object)) {
        const found = outOfRange(def.valueType, child, at(key), depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    case 'tuple': {
      if (!Array.isArray(value)) return null;
      const items = def.items as unknown[];
      for (let i = 0; i < items.length; i++) {
        const found = outOfRange(items[i], value[i], at(i), depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    case 'union': {
      for (const option of def.options as unknown[]) {
        const found = outOfRange(option, value, path, depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    case 'intersection':
      return outOfRange(def.left, value, path, depth + 1) ?? outOfRange(def.right, value, path, depth + 1);
    case 'pipe':
      return outOfRange(def.out, value, path, depth + 1);
    case 'lazy':
      return outOfRange((def.getter as () => unknown)(), value, path, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return outOfRange(def.innerType, value, path, depth + 1);
    default:
      return null;
  }
}

/** For form readers: a multipart text field, checked like any other input. */
export function checkField(name: string, value: string) {
  if (value.includes('\0')) throw nulError(name);
}

/**
 * The one multipart path: every form reader iterates `request.parts()` (or `file()`); text
 * fields are checked like JSON input, and a body cut off or malformed answers 400.
 */
function wrapMultipart(request: FastifyRequest) {
  const parts = request.parts.bind(request);
  const file = request.file.bind(request);
  request.parts = async function* (options?: Parameters<typeof parts>[0]) {
    try {
      for await (const part of parts(options)) {
        if (part.type === 'field') {
          if (part.fieldname.includes('\0')) throw nulError('form');
          checkField(part.fieldname, String(part.value ?? ''));
        } else if (part.fieldname.includes('\0')) throw nulError('form');
        yield part;
      }
    } catch (err) {
      throw multipartError(err);
    }
  } as typeof request.parts;
  request.file = (async (options?: Parameters<typeof file>[0]) => {
    try {
      return await file(options);
    } catch (err) {
      throw multipartError(err);
    }
  }) as typeof request.file;
}

const brokenForm = [
  'Unexpected end of form',
  'Unexpected end of multipart data',
  'Malformed part header',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Unsupported content type',
  'Missing Content-Type',
];

/** A busboy or stream error of a cut-off or malformed form, as the 400 a client can act on. */
export function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { message?: string; code?: string; statusCode?: number };
  if (typeof e?.message === 'string' && brokenForm.some((m) => e.message!.startsWith(m))) {
    return AppError.invalid(msg.multipartBroken);
  }
  if (
    e?.code === 'FST_REQ_PREMATURE_CLOSE' ||
    e?.code === 'ECONNRESET' ||
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE'
  ) {
    return AppError.invalid(msg.multipartBroken);
  }
  return err;
}
