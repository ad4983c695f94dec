import { lookup } from 'node:dns/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type webpush from 'web-push';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { lazily } from '../../lib/lazily';
import { retireDeadDevice } from '../auth/accounts.service';
import { activeWebDevices } from '../auth/auth.read';

/** web-push is loaded with the first push or key, not with the server. */
const webpushLib = lazily<typeof webpush>('web-push');

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const keyCache = new WeakMap<Config, VapidKeys>();

/**
 * VAPID keys from the environment, or generated once into DATA_DIR/vapid.json so browser
 * subscriptions stay valid across restarts.
 */
export function vapidKeys(config: Config): VapidKeys {
  const cached = keyCache.get(config);
  if (cached) return cached;
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  let keys: VapidKeys;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  } else {
    const file = path.join(config.dataDir, 'vapid.json');
    if (!existsSync(file))
      writeFileSync(file, JSON.stringify(webpushLib().generateVAPIDKeys()), { mode: 0o600 });
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    keys = { ...stored, subject };
  }
  keyCache.set(config, keys);
  return keys;
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export const pushQueue = 'notifications.push';
export interface PushJob {
  userIds: number[] | 'all';
  payload: PushPayload;
}

/**
 * A stored registration id is a browser push subscription when it parses as one. Push
 * services are public HTTPS hosts; a member cannot point the server at a local address
 * (plain http to the loopback address is allowed only under NODE_ENV=test, for the tests'
 * stand-in push service).
 */
export function parseSubscription(
  registrationId: string,
  config: Pick<Config, 'NODE_ENV'>,
): webpush.PushSubscription | null {
  try {
    const value = JSON.parse(registrationId) as webpush.PushSubscription;
    if (typeof value?.keys?.p256dh !== 'string' || typeof value.keys?.auth !== 'string') return null;
    const url = new URL(value.endpoint);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    if (url.protocol === 'https:' && !loopback && !isPrivateAddress(url.hostname)) return value;
    if (config.NODE_ENV === 'test' && url.protocol === 'http:' && loopback) return value;
    return null;
  } catch {
    return null;
  }
}

function isPrivateAddress(host: string): boolean {
  if (/^\[/.test(host)) return true; // IPv6 literals: push services use names.
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (!m) return host.endsWith('.local') || host.endsWith('.internal');
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/**
 * Whether an address is loopback, private, link-local, shared, multicast, documentation or
 * otherwise special-purpose (RFC 6890's registries), or one of this host's own interfaces (a
 * public address of the server itself is no push service either).
 */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = isIP(plain);
  if (!family) return true;
  if (privateRanges.check(plain, family === 6 ? 'ipv6' : 'ipv4')) return true;
  return ownAddresses().check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** This host's interface addresses, read at each check (interfaces come and go). */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const list of Object.values(networkInterfaces())) {
    for (const nic of list ?? []) {
      const address = nic.address.replace(/%.*$/, '');
      if (isIP(address)) own.addAddress(address, nic.family === 'IPv6' ? 'ipv6' : 'ipv4');
    }
  }
  return own;
}

/**
 * Resolves a push endpoint's host at send time and refuses it when any address it resolves
 * to is not public (decision 444): a host name pointing at the server's own network is as
 * closed as the literal address.
 */
export async function assertPublicEndpoint(endpoint: string, config: Pick<Config, 'NODE_ENV'>) {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    config.NODE_ENV === 'test' &&
    url.protocol === 'http:' &&
    (host === '127.0.0.1' || host === 'localhost')
  )
    return;
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true, verbatim: true });
  if (!addresses.length || addresses.some((a) => isNonPublicAddress(a.address))) {
    throw new Error(`push endpoint ${url.host} does not resolve to a public address`);
  }
}

/** Encrypts and signs with web-push, then posts with fetch (bounded by a timeout). */
async function deliver(
  subscription: webpush.PushSubscription,
  body: string,
  keys: VapidKeys,
  config: Pick<Config, 'NODE_ENV'>,
) {
  await assertPublicEndpoint(subscription.endpoint, config);
  const request = webpushLib().generateRequestDetails(subscription, body, {
    vapidDetails: keys,
    TTL: 24 * 3600,
  });
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    signal: AbortSignal.timeout(10_000),
    redirect: 'error',
  });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok)
    throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status });
}

/**
 * Sends a Web Push to every active web device of the given members (all role-user
 * members when `userIds` is 'all'). A subscription the push service reports gone (404,
 * 410) is deactivated. Failures are logged, never thrown: a push is best effort.
 */
export async function sendPush(
  ctx: AppContext,
  userIds: number[] | 'all',
  payload: PushPayload,
): Promise<number> {
  if (userIds !== 'all' && userIds.length === 0) return 0;
  const rows = await activeWebDevices(ctx.db, userIds);
  const keys = vapidKeys(ctx.config);
  const body = JSON.stringify(payload);
  let sent = 0;
  const queue = rows.map((row) => ({
    ...row,
    subscription: parseSubscription(row.registrationId, ctx.config),
  }));
  // A few at a time: a broadcast must not open thousands of sockets at once.
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      if (!item.subscription) continue;
      try {
        await deliver(item.subscription, body, keys, ctx.config);
        sent += 1;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await retireDeadDevice(ctx.db, item.id);
        } else {
          ctx.log.warn({ err, deviceId: item.id }, 'web push failed');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sent;
}
