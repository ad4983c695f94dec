import { isIP } from 'node:net';

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` (decision 441): unset, empty or `false` believes no
 * forwarded header (the client address is the socket's); a number is how many proxy hops in
 * front of the server are believed; otherwise a comma-separated list of proxy addresses or
 * CIDR ranges (`127.0.0.1,10.0.0.0/8`). `true` (believe anyone) is refused: any client could
 * then choose its address and escape the per-address limits.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client; give a hop count or the proxy addresses');
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or a hop count`);
    }
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a parsed setting. Fastify refuses a bare hop count (it cannot
 * tell a proxy from a client), so a count becomes "believe the nearest N hops": set it only
 * when the server is reachable through the proxy alone.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}
