// Ports for the processes tests start: test servers (Redis, PostgreSQL, SMTP, RTMP ingest) and the
// topology stage's processes (scripts/topology/up.mjs, services.mjs). Plain JavaScript so that
// the topology's scripts run it with node alone.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The lowest port the kernel hands out for `connect()` and `listen(0)` (ip_local_port_range).
 * Test ports are taken below it, at random: a port asked of the kernel (`listen(0)`) and closed
 * again until its process starts could meanwhile become the local end of an outgoing connection
 * (a test pass opens thousands of them) or be handed to another test run at the same moment (the
 * PGlite and PostgreSQL passes run side by side), and an ffmpeg RTMP listener would then take
 * another run's broadcast.
 */
function ephemeralLow() {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 12_000) return low;
  } catch {
    // Not Linux: the kernel's range is unknown; the default one starts at 32768.
  }
  return 32_768;
}

/** Read once: the range does not change while tests run. */
const low = ephemeralLow();
const taken = new Set();

/** A port nobody listens on, below the ephemeral range, not handed out before by this process. */
export async function freePort() {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    if (taken.has(port)) continue;
    const probe = createServer();
    const free = await new Promise((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise((resolve) => probe.close(() => resolve(undefined)));
    taken.add(port);
    return port;
  }
}
