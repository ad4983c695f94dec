import type { ErrorBody } from '@simmer/contracts';
import { msg } from '@simmer/contracts';
import { authModal } from './auth-modal';
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
}

let refreshing: Promise<boolean> | null = null;

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
  refreshing ??= fetch('/v1/users/rest-auth/token/refresh/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: session.refresh_token }),
  })
    .then(async (res) => {
      if (!res.ok) return false;
      const pair = (await res.json()) as { access_token: string; refresh_token: string };
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
    return fetch(`/v1${path}`, { method, headers, body: payload, signal: opts.signal });
  };

  let res: Response;
  try {
    res = await send();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'You appear to be offline. Check your connection and try again.');
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

/** The one API client: bearer token, refresh, the 401 rule, `{status,msg,errors}` errors. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: Body, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: Body, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: Body, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return msg.somethingWentWrong;
}
