/** A minimal Stripe REST client on plain fetch: form-encoded requests, pinned API version. */
export const STRIPE_API_VERSION = '2024-06-20';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly declineCode: string | null,
    readonly raw: unknown,
    message: string,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;

/** Stripe's bracket notation: {items: [{price: 'p'}]} -> items[0][price]=p. */
export function encodeForm(params: Params, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        if (v !== null && typeof v === 'object') out.push(...encodeForm(v as Params, `${name}[${i}]`));
        else out.push(`${encodeURIComponent(`${name}[]`)}=${encodeURIComponent(String(v))}`);
      });
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      out.push(...encodeForm(value as Params, name));
    } else {
      const v = value instanceof Date ? Math.floor(value.getTime() / 1000) : value;
      out.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`);
    }
  }
  return out;
}

export interface StripeClient {
  request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params?: Params,
    opts?: { idempotencyKey?: string },
  ): Promise<T>;
}

export function createStripeClient(opts: {
  secretKey: string;
  apiBase: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): StripeClient {
  const doFetch = opts.fetch ?? fetch;
  return {
    async request(method, path, params = {}, { idempotencyKey } = {}) {
      const body = encodeForm(params).join('&');
      const url = new URL(`/v1/${path.replace(/^\//, '')}`, opts.apiBase);
      if (method === 'GET' && body) url.search = body;
      const headers: Record<string, string> = {
        authorization: `Bearer ${opts.secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
      };
      if (method !== 'GET') headers['content-type'] = 'application/x-www-form-urlencoded';
      if (idempotencyKey && method === 'POST') headers['idempotency-key'] = idempotencyKey;
      const res = await doFetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) {
        const err = (json.error ?? {}) as { code?: string; decline_code?: string; message?: string };
        throw new StripeApiError(
          res.status,
          err.code ?? null,
          err.decline_code ?? null,
          json,
          err.message ?? `Stripe ${res.status}`,
        );
      }
      return json as never;
    },
  };
}
