import underPressure from '@fastify/under-pressure';
import { msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerAdmission } from './admission';
import { busyPage } from './busy-page';

/** Says whether a request is served cheaply enough that it is never shed. */
export type Spared = (request: FastifyRequest) => boolean;

/** A file of the built web app (`/assets/app.css`, `/favicon.ico`, `/sw.js`): never an API call. */
const staticFile = /^\/(?!v1\/)(?:[^?#]*\/)?[^/?#]+\.[A-Za-z0-9]{1,12}(?:[?#]|$)/;

/** A browser asking for a page (not the API, not a file): it gets HTML, not the API's JSON. */
function wantsPage(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const resetPage = /^\/v1\/users\/password-reset-confirm\//;
  if (request.url.startsWith('/v1/') && !resetPage.test(request.url)) return false;
  return /text\/html/.test(request.headers.accept ?? '');
}

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
 *
 * What a person sees (decision 780): the built app's files (scripts, stylesheets, images) are
 * never shed, as a page that loaded must not lose its stylesheet; neither is what a cache
 * already holds (kept public answers are served by an earlier hook, kept drawn pages are
 * `spare`d by the page renderer). A page request that is shed gets a small page in the brand's
 * colours that loads the address again after Retry-After; an API call gets the JSON error,
 * which the web app's client retries (apps/web/src/lib/retry.ts).
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config, database: Database) {
  const spared: Spared[] = [];
  const retryAfter = config.PRESSURE_RETRY_AFTER_SECONDS;
  let page = busyPage(config.BRAND_NAME, config.BRAND_PRIMARY_COLOR, retryAfter);
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

  /** App files and what a cache holds are never shed nor queued. */
  const exempt = (request: FastifyRequest) =>
    ((request.method === 'GET' || request.method === 'HEAD') && staticFile.test(request.url)) ||
    spared.some((test) => test(request));

  // After the library's checks: a request it did not shed waits its turn (decision 810).
  registerAdmission(
    app,
    {
      concurrency: config.ADMISSION_CONCURRENCY,
      queueMs: config.ADMISSION_QUEUE_MS,
      perClient: config.ADMISSION_QUEUE_PER_CLIENT,
      total: config.ADMISSION_QUEUE_TOTAL,
    },
    exempt,
    (request, reply, type) => answer(request, reply, type, undefined),
  );

  function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    // Returning nothing lets the request go on as if there were no pressure.
    if (exempt(request)) return;
    return answer(request, reply, type, value);
  }

  /** The 503 a shed request gets: the busy page for a page, the catalogue's JSON for the API. */
  function answer(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    // One line a second while shedding, not one per refused request.
    if (Date.now() - lastWarning > 1000) {
      lastWarning = Date.now();
      request.log.warn({ type, value }, 'under pressure: shedding requests with 503');
    }
    // Returned, not sent: the library sends a returned answer and stops there, while a handler
    // that sends its own and returns nothing lets the request go on to the next hooks (the
    // token check, the route), which then race the 503.
    reply.status(503).header('retry-after', String(retryAfter));
    if (wantsPage(request)) {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page;
    }
    return { status: 503, msg: msg.serverBusy };
  }

  return {
    /** Requests that `test` accepts are never shed (served from a cache, for example). */
    spare(test: Spared) {
      spared.push(test);
    },
    /** The brand the busy page shows (the admin's settings once they are read; the environment's before). */
    brand(name: string, color: string) {
      page = busyPage(name, color, retryAfter);
    },
  };
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
