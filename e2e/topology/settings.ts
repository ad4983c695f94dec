import { createHash } from 'node:crypto';
import path from 'node:path';

// The stage's own topology (scripts/topology/up.mjs): its state file, and the settings every
// Simmer process gets on top of the production ones. Set here so globalSetup, the workers and
// the specs agree. One state file per checkout: the setup first stops whatever a broken run left
// in it, which must never be the topology of another checkout's run on the same machine.
const checkout = createHash('sha256')
  .update(path.resolve(import.meta.dirname, '../..'))
  .digest('hex')
  .slice(0, 10);
process.env.TOPOLOGY_STATE ??= `/tmp/simmer-topology-e2e-${checkout}.json`;
process.env.TOPOLOGY_API_ENV ??= JSON.stringify({
  // Per address and route: enough for the journeys' own sign-ups and logins; the per-address
  // check of rate-limit.spec.ts sends this many from an address of its own.
  AUTH_RATE_LIMIT_MAX: '20',
  // Per account: the browser check of rate-limit.spec.ts.
  AUTH_ACCOUNT_RATE_LIMIT_MAX: '5',
});
