import type {
  BodyIn,
  EndpointDef,
  ErrorBody,
  HeadersIn,
  ParamsIn,
  QueryIn,
  ResponseOf,
  TableEntry,
} from '@simmer/contracts';
import { endpoints, fillPath, msg, queryString } from '@simmer/contracts';
import { authModal } from './auth-modal';
import { pause, retriable, retryDelay, retryPolicy } from './retry';
import { sessionStore } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | Blob | undefined;

interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the bearer token (login, sign-up). */
  anonymous?: boolean;
  /** Answer the body as a Blob (file downloads); errors still come as JSON. */
  blob?: boolean;
  /** Let the request outlive the page (a player's last position when the page is left). */
  keepalive?: boolean;
}

let refreshing: Promise<boolean> | null = null;

/** How a request reaches the API: the browser's `fetch`, or the server's own when it renders a page. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server renders pages through this: its requests go to the API in the same process. */
export function setTransport(send: typeof transport) {
  transport = send;
  // A page drawn on the server is not held back waiting: the browser draws it instead.
  retryShed = false;
}

/** Whether a shed call is sent again by itself (lib/retry.ts): in the browser, yes. */
let retryShed = true;

/** Seconds before its `exp` at which an access token is treated as expired (clock skew, latency). */
const EXPIRY_MARGIN_S = 10;

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

const isExpired = (token: string) => {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_MARGIN_S <= Date.now() / 1000;
};

/**
 * The session can no longer be refreshed: the member is told so and, once logged in again,
 * returns to the page they were on. The page reloads (spec 000 §4) and the login modal opens
 * there with the reason.
 */
function endExpiredSession() {
  if (!sessionStore.get()) return;
  const { pathname, search, hash } = window.location;
  authModal.remember({ reason: msg.sessionExpired, returnTo: `${pathname}${search}${hash}` });
  sessionStore.clear();
  window.location.reload();
}

/** Exchanges the refresh token once, shared by every request that hit a 401 at the same time. */
function refreshSession(): Promise<boolean> {
  const session = sessionStore.get();
  if (!session?.refresh_token) return Promise.resolve(false);
  refreshing ??= fetch(`/v1${endpoints.auth.refreshToken.path}`, {
    method: endpoints.auth.refreshToken.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      refresh: session.refresh_token,
    } satisfies BodyIn<typeof endpoints.auth.refreshToken>),
  })
    .then(async (res) => {
      if (!res.ok) return false;
      const pair = (await res.json()) as ResponseOf<typeof endpoints.auth.refreshToken>;
      sessionStore.updateTokens(pair.access_token, pair.refresh_token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function request<T>(method: string, path: string, body?: Body, opts: RequestOptions = {}): Promise<T> {
  // An access token past its expiry is refreshed first instead of earning a 401 on every call.
  const stale = sessionStore.get()?.access_token;
  if (!opts.anonymous && stale && isExpired(stale)) {
    if (!(await refreshSession())) {
      endExpiredSession();
      throw new ApiError(401, msg.sessionExpired);
    }
  }
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const token = sessionStore.get()?.access_token;
    if (token && !opts.anonymous) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof Blob) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return transport(`/v1${path}`, {
      method,
      headers,
      body: payload,
      signal: opts.signal,
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
  };

  let res: Response;
  const sendOnce = async () => {
    try {
      return await send();
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'You appear to be offline. Check your connection and try again.');
    }
  };
  res = await sendOnce();
  // The server shed the call: an idempotent one is sent again after Retry-After (with back-off
  // and jitter), a bounded number of times, before the person hears of it.
  for (let retry = 0; retryShed && retry < retryPolicy.attempts && retriable(method, res); retry++) {
    await res.body?.cancel().catch(() => undefined);
    await pause(retryDelay(retry, res.headers.get('retry-after')), opts.signal);
    res = await sendOnce();
  }
  if (res.status === 401 && !opts.anonymous && sessionStore.get()) {
    if (await refreshSession()) res = await send();
  }
  if (res.ok && opts.blob) return (await res.blob()) as T;
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return data as T;

  const err = (data ?? {}) as Partial<ErrorBody>;
  // Spec 000 §4: a 401 whose body says status 401 (after a failed refresh) clears the session
  // and reloads the page.
  if (res.status === 401 && err.status === 401 && sessionStore.get() && !opts.anonymous) {
    endExpiredSession();
  }
  throw new ApiError(res.status, err.msg ?? msg.somethingWentWrong, err.errors ?? {});
}

type Field<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : Record<never, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call passes besides the entry: its path params, query, body and headers, as the table types them. */
export type CallInput<E extends EndpointDef> = Field<'params', ParamsIn<E>> &
  Field<'query', QueryIn<E>> &
  Field<'body', BodyIn<E>> &
  Field<'headers', HeadersIn<E>> &
  Omit<RequestOptions, 'headers'>;

type CallArgs<E extends EndpointDef> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The URL of an entry with its params and query filled in (for links, images and streams). */
export function endpointUrl<E extends TableEntry>(
  entry: E,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {},
): string {
  return `/v1${fillPath(entry.path, input.params as Record<string, string | number> | undefined)}${queryString(
    input.query as Record<string, unknown> | undefined,
  )}`;
}

/**
 * The one API client (bearer token, refresh, the 401 rule, `{status,msg,errors}` errors). It
 * calls one entry of the endpoint table: the path, method and types come from the entry, so a
 * call cannot name a route the server does not have, and its answer is typed by the entry.
 */
export function call<E extends TableEntry>(entry: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, headers, ...opts } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: Body | string | ArrayBuffer;
    headers?: Record<string, unknown>;
  } & Omit<RequestOptions, 'headers'>;
  const path = `${fillPath(entry.path, params)}${queryString(query)}`;
  const sentHeaders = headers
    ? Object.fromEntries(
        Object.entries(headers)
          .filter(([, v]) => v != null)
          .map(([k, v]) => [k, String(v)]),
      )
    : undefined;
  return request<ResponseOf<E>>(entry.method, path, body as Body, {
    ...opts,
    ...(sentHeaders ? { headers: sentHeaders } : {}),
    blob: opts.blob ?? entry.response === 'stream',
  });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return msg.somethingWentWrong;
}
