/**
 * Retries of a call the server shed (503 with Retry-After, apps/server/src/http/load-shedding.ts).
 * A shed request ran nothing on the server, but only idempotent methods are sent again
 * automatically: a person's POST is theirs to repeat. Each wait is the server's Retry-After or an
 * exponential back-off, whichever is longer, plus random jitter so that many browsers shed at
 * the same moment do not all come back at the same moment. After `attempts` retries the last
 * answer stands, and the caller shows its message as for any error.
 */
export const retryPolicy = {
  /** Retries after the first attempt. */
  attempts: 3,
  /** The first back-off; doubled on each retry. */
  baseMs: 1_000,
  /** No single wait is longer than this. */
  capMs: 30_000,
};

const idempotent = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Whether an answer to `method` is a shed request that may be sent again by itself. */
export function retriable(method: string, res: Response): boolean {
  return idempotent.has(method.toUpperCase()) && res.status === 503 && res.headers.has('retry-after');
}

/** Milliseconds a Retry-After header asks to wait (seconds or an HTTP date), 0 when unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** The wait before retry number `retry` (0 for the first). */
export function retryDelay(retry: number, retryAfter: string | null, random = Math.random): number {
  const backoff = retryPolicy.baseMs * 2 ** retry;
  const wait = Math.max(retryAfterMs(retryAfter), backoff);
  // Up to half the wait again, at random ("equal jitter" on top of the server's minimum).
  return Math.min(retryPolicy.capMs, wait + random() * wait * 0.5);
}

/** Resolves after `ms`, or rejects with the signal's AbortError when it aborts first. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
