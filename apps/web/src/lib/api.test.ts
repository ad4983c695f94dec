import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
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
};
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
    await expect(api.get('/thing/')).resolves.toEqual({ ok: true });
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
    await expect(api.get('/thing/')).resolves.toEqual({ ok: 1 });
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
    await expect(api.get('/thing/')).rejects.toBeInstanceOf(ApiError);
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
    const error = (await api.post('/x/', {}).catch((e) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Email not valid!');
    expect(error.errors.email).toBe('Email not valid!');
  });
});
