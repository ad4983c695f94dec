import underPressure from '@fastify/under-pressure';
import { msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * Sheds load with @fastify/under-pressure (decision 447): while the process is saturated,
 * every new request answers 503 with Retry-After and the catalogue's message at once,
 * before any parsing, token check or query, instead of queueing behind the work already
 * admitted. Behind a load balancer, the health check's 503 moves traffic elsewhere.
 *
 * The main signal is how long a query waits for the database: PGlite has one connection
 * and runs every query on the event loop, so under load a new request waits behind a queue
 * that only grows; on PostgreSQL the same probe measures the wait for a pooled connection.
 * A blocked event loop and memory limits are the library's own checks.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config, database: Database) {
  const retryAfter = config.PRESSURE_RETRY_AFTER_SECONDS;
  const maxWait = config.PRESSURE_MAX_DATABASE_WAIT_MS;
  let lastWarning = 0;
  await app.register(underPressure, {
    sampleInterval: 1000,
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    // Utilisation of the last sample, not since the start (the library's default).
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_USED_BYTES,
    maxRssBytes: config.PRESSURE_MAX_RSS_BYTES,
    ...(maxWait > 0 ? { healthCheck: databaseWaitCheck(database, maxWait), healthCheckInterval: 1000 } : {}),
    retryAfter,
    // The library's types say a handler returns nothing; its code sends what one returns.
    pressureHandler: shed as unknown as () => void,
  });

  function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    // One line a second while shedding, not one per refused request.
    if (Date.now() - lastWarning > 1000) {
      lastWarning = Date.now();
      request.log.warn({ type, value }, 'under pressure: shedding requests with 503');
    }
    // Returned, not sent: the library sends a returned answer and stops there, while a handler
    // that sends its own and returns nothing lets the request go on to the next hooks (the
    // token check, the route), which then race the 503.
    reply.status(503).header('retry-after', String(retryAfter));
    return { status: 503, msg: msg.serverBusy };
  }
}

/**
 * Healthy while a `select 1` gets through within `maxWait` ms. A probe still waiting at the
 * limit reports pressure at once (not when it finally finishes) and is not doubled by the
 * next check. A failing database is not pressure: its requests answer their own 503
 * (`database-errors.ts`), and shedding them would hide that message.
 */
function databaseWaitCheck(database: Database, maxWait: number) {
  let probe: Promise<void> | null = null;
  return async () => {
    probe ??= database
      .query('select 1')
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        probe = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), maxWait);
      timer.unref();
    });
    const timedOut = await Promise.race([probe.then(() => false), late]);
    clearTimeout(timer);
    return !timedOut;
  };
}
