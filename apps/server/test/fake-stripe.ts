import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for Stripe's REST API, answering with the recorded response shapes in
 * fixtures/stripe/. It keeps customers, payment intents and subscriptions in memory, honours
 * Idempotency-Key like Stripe does, and follows Stripe's test payment methods:
 * pm_card_visa succeeds, pm_card_chargeDeclined is declined,
 * pm_card_chargeDeclinedInsufficientFunds has insufficient funds, pm_card_authenticationRequired
 * asks for 3-D Secure (`authenticate(intentId)` plays the member completing it in the browser).
 * Shapes are those of the pinned API version: a subscription's period is on its items, an
 * invoice names its subscription under `parent.subscription_details`.
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
  /** The member completes 3-D Secure for this payment intent (and its subscription, if any). */
  authenticate(intentId: string): void;
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
  /** Invoice id -> the payment intent that pays it. */
  const invoiceIntents = new Map<string, Record<string, unknown>>();
  const paymentMethod = (pm: string) => ({
    id: pm,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: pm === 'pm_card_authenticationRequired' ? '3155' : '4242' },
  });

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
      const needsAction = pm === 'pm_card_authenticationRequired';
      if (needsAction && form.get('off_session') === 'true') return decline(pm);
      const piId = id('pi');
      const intent = {
        ...fixture('payment_intent'),
        id: piId,
        status: needsAction ? 'requires_action' : 'succeeded',
        client_secret: `${piId}_secret_fake`,
        payment_method: form.get('expand[0]') === 'payment_method' ? paymentMethod(pm) : pm,
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
    const oneIntent = p.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && oneIntent) {
      const intent = intents.get(oneIntent[1]!);
      if (!intent) return missing('payment_intent');
      const pm = intent.payment_method;
      return {
        status: 200,
        body: { ...intent, payment_method: typeof pm === 'string' ? paymentMethod(pm) : pm },
      };
    }
    if (method === 'GET' && p === '/v1/invoice_payments') {
      const intent = invoiceIntents.get(form.get('invoice') ?? '');
      return {
        status: 200,
        body: {
          object: 'list',
          has_more: false,
          data: intent
            ? [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent } }]
            : [],
        },
      };
    }
    if (method === 'GET' && p.startsWith('/v1/payment_methods/')) {
      return { status: 200, body: paymentMethod(p.split('/').at(-1)!) };
    }
    if (method === 'POST' && p.startsWith('/v1/customers/')) {
      return { status: 200, body: { ...fixture('customer'), id: p.split('/').at(-1) } };
    }
    // Coupons and promotion codes (issue 31): kept as sent, enough for the payment calls.
    if (method === 'POST' && p === '/v1/coupons') {
      return {
        status: 200,
        body: {
          id: form.get('id') ?? id('co'),
          object: 'coupon',
          percent_off: form.has('percent_off') ? Number(form.get('percent_off')) : null,
          amount_off: form.has('amount_off') ? Number(form.get('amount_off')) : null,
          duration: form.get('duration'),
          duration_in_months: form.has('duration_in_months') ? Number(form.get('duration_in_months')) : null,
        },
      };
    }
    if (method === 'POST' && p === '/v1/promotion_codes') {
      return {
        status: 200,
        body: { id: id('promo'), object: 'promotion_code', code: form.get('code'), active: true },
      };
    }
    if (method === 'POST' && p.startsWith('/v1/promotion_codes/')) {
      return {
        status: 200,
        body: { id: p.split('/').at(-1), object: 'promotion_code', active: form.get('active') !== 'false' },
      };
    }
    if (method === 'POST' && p === '/v1/subscriptions') {
      const pm = form.get('default_payment_method') ?? '';
      // A free trial: the first invoice is at 0 and the period ends with the trial.
      const trialDays = Number(form.get('trial_period_days') ?? 0);
      const subId = id('sub');
      const invoiceId = id('in');
      const piId = id('pi');
      // payment_behavior=allow_incomplete: a declined or unauthenticated first payment leaves the subscription incomplete.
      const intent: Record<string, unknown> = {
        ...fixture('payment_intent'),
        id: piId,
        client_secret: `${piId}_secret_fake`,
        status: 'succeeded',
        payment_method: pm,
      };
      if (declines[pm]) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: declines[pm] };
      } else if (pm === 'pm_card_authenticationRequired') intent.status = 'requires_action';
      intents.set(piId, intent);
      invoiceIntents.set(invoiceId, intent);
      const item = { ...fixture('subscription').items.data[0] };
      const sub = {
        ...fixture('subscription'),
        id: subId,
        status: intent.status !== 'succeeded' ? 'incomplete' : trialDays ? 'trialing' : 'active',
        customer: form.get('customer'),
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        default_payment_method: pm,
        metadata: metadataOf(form),
        latest_invoice: invoiceId,
        items: {
          object: 'list',
          data: [
            {
              ...item,
              id: id('si'),
              subscription: subId,
              price: { ...item.price, id: form.get('items[0][price]') },
              current_period_start: now,
              current_period_end: now + (trialDays || 30) * 86_400,
            },
          ],
        },
      };
      // The pinned API version has no period on the subscription itself.
      delete (sub as Record<string, unknown>).current_period_start;
      delete (sub as Record<string, unknown>).current_period_end;
      subscriptions.set(sub.id, sub);
      return { status: 200, body: expandSubscription(sub, form) };
    }
    const one = p.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (one) {
      const sub = subscriptions.get(one[1]!);
      if (!sub) return missing('subscription');
      if (method === 'DELETE') sub.status = 'canceled';
      if (method === 'POST') {
        if (form.has('default_payment_method'))
          sub.default_payment_method = form.get('default_payment_method');
        if (form.has('cancel_at_period_end'))
          sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        if (form.has('items[0][price]')) {
          (sub.items as { data: { price: { id: string } }[] }).data[0]!.price.id =
            form.get('items[0][price]')!;
        }
        if (form.has('trial_end')) {
          sub.trial_end = Number(form.get('trial_end'));
          sub.status = 'trialing';
          const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!;
          item.current_period_start = now;
          item.current_period_end = Number(form.get('trial_end'));
        }
        Object.assign(sub.metadata as object, metadataOf(form));
      }
      return { status: 200, body: expandSubscription(sub, form) };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${p})` },
      },
    };
  }

  function missing(what: string) {
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      },
    };
  }
  function expandSubscription(sub: Record<string, unknown>, form: URLSearchParams) {
    const expand = [...form.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
    const out = { ...sub };
    if (expand.includes('default_payment_method') && typeof sub.default_payment_method === 'string')
      out.default_payment_method = paymentMethod(sub.default_payment_method);
    if (expand.includes('latest_invoice')) {
      out.latest_invoice = {
        ...fixture('invoice'),
        id: sub.latest_invoice,
        subscription: undefined,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      };
    }
    return out;
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
    authenticate(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      for (const [invoiceId, pi] of invoiceIntents) {
        if (pi !== intent) continue;
        for (const sub of subscriptions.values()) if (sub.latest_invoice === invoiceId) sub.status = 'active';
      }
    },
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
