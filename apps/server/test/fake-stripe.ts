import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for Stripe's REST API, answering with the recorded response shapes in
 * fixtures/stripe/. It keeps customers, payment intents and subscriptions in memory, honours
 * Idempotency-Key like Stripe does, and follows Stripe's test payment methods:
 * pm_card_visa succeeds, pm_card_chargeDeclined is declined,
 * pm_card_chargeDeclinedInsufficientFunds has insufficient funds.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/stripe', `${name}.json`), 'utf8'));

export interface FakeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  subscriptions: Map<string, Record<string, unknown>>;
  intents: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const declines: Record<string, string> = {
  pm_card_chargeDeclined: 'generic_decline',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
};

export async function startFakeStripe(): Promise<FakeStripe> {
  let seq = 0;
  const id = (prefix: string) => {
    seq += 1;
    return `${prefix}_fake${seq.toString().padStart(6, '0')}`;
  };
  const requests: FakeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const decline = (pm: string) => {
    const body = fixture('card_declined');
    body.error.decline_code = declines[pm];
    body.error.payment_intent.id = id('pi');
    return { status: 402, body };
  };

  function handle(method: string, p: string, form: URLSearchParams): { status: number; body: unknown } {
    const now = Math.floor(Date.now() / 1000);
    if (method === 'POST' && p === '/v1/customers') {
      return { status: 200, body: { ...fixture('customer'), id: id('cus'), email: form.get('email') } };
    }
    const attach = p.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    if (method === 'POST' && attach) {
      if (!attach[1]!.startsWith('pm_')) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such PaymentMethod',
            },
          },
        };
      }
      return {
        status: 200,
        body: { id: attach[1], object: 'payment_method', customer: form.get('customer') },
      };
    }
    if (method === 'POST' && p === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      if (declines[pm]) return decline(pm);
      const intent = {
        ...fixture('payment_intent'),
        id: id('pi'),
        amount: Number(form.get('amount')),
        amount_received: Number(form.get('amount')),
        currency: form.get('currency'),
        customer: form.get('customer'),
        description: form.get('description'),
        metadata: metadataOf(form),
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && p === '/v1/subscriptions') {
      const pm = form.get('default_payment_method') ?? '';
      if (declines[pm]) return decline(pm);
      const sub = {
        ...fixture('subscription'),
        id: id('sub'),
        customer: form.get('customer'),
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        current_period_start: now,
        current_period_end: now + 30 * 86_400,
        default_payment_method: pm,
        metadata: metadataOf(form),
        latest_invoice: { ...fixture('invoice'), id: id('in') },
      };
      sub.items.data[0].id = id('si');
      sub.items.data[0].price.id = form.get('items[0][price]');
      sub.items.data[0].subscription = sub.id;
      subscriptions.set(sub.id, { ...sub, latest_invoice: sub.latest_invoice.id });
      return { status: 200, body: sub };
    }
    const one = p.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (one) {
      const sub = subscriptions.get(one[1]!);
      if (!sub)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such subscription',
            },
          },
        };
      if (method === 'POST') {
        if (form.has('cancel_at_period_end'))
          sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        if (form.has('items[0][price]')) {
          (sub.items as { data: { price: { id: string } }[] }).data[0]!.price.id =
            form.get('items[0][price]')!;
        }
        if (form.has('trial_end')) {
          sub.trial_end = Number(form.get('trial_end'));
          sub.status = 'trialing';
          sub.current_period_start = now;
          sub.current_period_end = Number(form.get('trial_end'));
        }
        Object.assign(sub.metadata as object, metadataOf(form));
      }
      return { status: 200, body: sub };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${p})` },
      },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(
      req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'),
    );
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers });
    const key = req.headers['idempotency-key'];
    let answer: { status: number; body: unknown };
    if (typeof key === 'string' && idempotent.has(key)) answer = idempotent.get(key)!;
    else {
      answer = req.headers.authorization?.startsWith('Bearer sk_test_')
        ? handle(req.method ?? 'GET', url.pathname, form)
        : {
            status: 401,
            body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
          };
      if (typeof key === 'string') idempotent.set(key, answer);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = k.match(/^metadata\[(\w+)\]$/);
    if (m) out[m[1]!] = v;
  }
  return out;
}

export function stripeEvent(type: string, object: unknown, eventId?: string) {
  return {
    ...fixture('event'),
    id: eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    type,
    data: { object },
  };
}
export const invoiceFixture = () => fixture('invoice');
