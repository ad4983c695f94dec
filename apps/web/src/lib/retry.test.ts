import { endpoints, msg } from '@simmer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api';
import { retryAfterMs, retryDelay, retryPolicy } from './retry';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const shed = () => json(503, { status: 503, msg: msg.serverBusy }, { 'retry-after': '5' });

describe('retries of a shed call', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends an idempotent call again after Retry-After and answers what the server finally says', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = call(endpoints.site.siteConfig);
    await vi.advanceTimersByTimeAsync(4_900);
    // Not before the server's Retry-After.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after a bounded number of retries with the server message', async () => {
    const fetchMock = vi.fn(async () => shed());
    vi.stubGlobal('fetch', fetchMock);
    const answer = call(endpoints.site.siteConfig).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = (await answer) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(msg.serverBusy);
    expect(fetchMock).toHaveBeenCalledTimes(1 + retryPolicy.attempts);
  });

  it('does not send a POST again by itself, nor a 503 without Retry-After', async () => {
    const post = vi.fn(async () => shed());
    vi.stubGlobal('fetch', post);
    await expect(
      call(endpoints.auth.login, { body: { email: 'a@b.co', password: 'x' } } as never),
    ).rejects.toMatchObject({ status: 503 });
    expect(post).toHaveBeenCalledTimes(1);

    const plain = vi.fn(async () => json(503, { status: 503, msg: msg.databaseUnavailable }));
    vi.stubGlobal('fetch', plain);
    await expect(call(endpoints.site.siteConfig)).rejects.toMatchObject({ status: 503 });
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('waits the longer of Retry-After and an exponential back-off, with jitter, within a cap', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBe(0);
    expect(retryDelay(0, '5', () => 0)).toBe(5_000);
    expect(retryDelay(0, '5', () => 1)).toBe(7_500);
    expect(retryDelay(3, '1', () => 0)).toBe(8_000);
    expect(retryDelay(10, '1', () => 1)).toBe(retryPolicy.capMs);
  });
});
