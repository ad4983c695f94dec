import { endpoints, msg } from '@simmer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, tokenExpiry } from './api';
import { authModal } from './auth-modal';
import { sessionStore } from './session';

const user = {
  id: 1,
  role: 'user' as const,
  email: 'x@y.com',
  first_name: 'X',
  last_name: 'Y',
  profile_image: null,
  provider: 'email',
  membership_expired: false,
  email_verified: true,
};
/** Any entry a signed-in member calls; the answers below are the fetch mock's. */
const detail = () => call(endpoints.auth.userDetail);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStore.set({ access_token: 'old', refresh_token: 'r1', user });
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    sessionStore.clear();
  });

  it('sends the bearer token and returns the body', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(detail()).resolves.toEqual({ ok: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer old');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { status: 401, msg: 'expired' }))
      .mockResolvedValueOnce(json(200, { access_token: 'new', refresh_token: 'r2' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(detail()).resolves.toEqual({ ok: 1 });
    expect(sessionStore.get()?.access_token).toBe('new');
    expect(sessionStore.get()?.refresh_token).toBe('r2');
  });

  it('clears the session and reloads when a 401 says status 401 and refresh fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { status: 401, msg: 'You are not authorized' }))
      .mockResolvedValueOnce(json(401, { status: 401, msg: 'expired' }))
      .mockResolvedValueOnce(json(401, { status: 401, msg: 'You are not authorized' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(detail()).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('turns error bodies into ApiError with field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { status: 400, msg: 'Email not valid!', errors: { email: 'Email not valid!' } }),
      ),
    );
    const error = (await call(endpoints.auth.verifyEmail, { body: { token: 'x' } }).catch(
      (e) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Email not valid!');
    expect(error.errors.email).toBe('Email not valid!');
  });
});

const b64url = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp })}.sig`;
const now = () => Math.floor(Date.now() / 1000);

describe('token expiry', () => {
  const reload = vi.fn();
  beforeEach(() => {
    Object.defineProperty(window, 'location', {
      value: { ...window.location, pathname: '/view-post/7', search: '?c=1', hash: '', reload },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    sessionStore.clear();
    authModal.close();
  });

  it('reads the exp claim of a JWT and nothing from a malformed token', () => {
    expect(tokenExpiry(jwt(1234567890))).toBe(1234567890);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('refreshes an expired access token before the request, so no 401 is sent for it', async () => {
    sessionStore.set({ access_token: jwt(now() - 60), refresh_token: 'r1', user });
    const fresh = jwt(now() + 900);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { access_token: fresh, refresh_token: 'r2' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(detail()).resolves.toEqual({ ok: 1 });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/v1/users/rest-auth/token/refresh/');
    expect((calls[1]?.[1].headers as Record<string, string> | undefined)?.authorization).toBe(
      `Bearer ${fresh}`,
    );
    expect(calls).toHaveLength(2);
  });

  it('does not refresh a token that is still valid', async () => {
    const valid = jwt(now() + 600);
    sessionStore.set({ access_token: valid, refresh_token: 'r1', user });
    const fetchMock = vi.fn(async () => json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await detail();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes once for several requests made at the same time', async () => {
    sessionStore.set({ access_token: jwt(now() - 60), refresh_token: 'r1', user });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/token/refresh/')
        ? json(200, { access_token: jwt(now() + 900), refresh_token: 'r2' })
        : json(200, { ok: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([detail(), call(endpoints.profile.getProfile), call(endpoints.site.siteConfig)]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url.endsWith('/token/refresh/'));
    expect(refreshes).toHaveLength(1);
  });

  it('when the refresh fails, tells the member and remembers the page to return to', async () => {
    sessionStore.set({ access_token: jwt(now() - 60), refresh_token: 'r1', user });
    const fetchMock = vi.fn(async () => json(401, { status: 401, msg: msg.sessionExpired }));
    vi.stubGlobal('fetch', fetchMock);
    const error = (await detail().catch((e) => e)) as ApiError;
    expect(error.message).toBe(msg.sessionExpired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toBeNull();
    expect(reload).toHaveBeenCalled();
    expect(authModal.intent()).toEqual({ reason: msg.sessionExpired, returnTo: '/view-post/7?c=1' });
    expect(JSON.parse(sessionStorage.getItem('simmer.loginIntent') ?? 'null')).toEqual(authModal.intent());
  });
});
