import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Tunes the admission gate (decision 810); `concurrency` 0 turns it off. */
export interface AdmissionOptions {
  /** Requests that run at once; the rest wait in the queue. */
  concurrency: number;
  /** How long a request may wait for its turn before it is answered 503. */
  queueMs: number;
  /** Requests one client may have waiting; one more is answered 503 at once. */
  perClient: number;
  /** Requests all clients may have waiting together. */
  total: number;
}

interface Waiting {
  client: string;
  request: FastifyRequest;
  admit: (admitted: boolean) => void;
  timer: NodeJS.Timeout;
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The client a request counts against: its token when signed in, else its address. */
function clientOf(request: FastifyRequest) {
  const token = request.headers.authorization;
  return token ? `t:${token.slice(-48)}` : `a:${request.ip}`;
}

/**
 * Fair admission (decision 810): at most `concurrency` requests run at once, so the database
 * (PGlite's one connection on this event loop, or the pool) never holds a queue that only grows
 * and the event loop stays free to read new connections. The others wait, oldest first, in two
 * queues: reads and writes, taken in turn while both wait, so a burst of writes never starves the
 * reads (nor the reverse). Each client may have only `perClient` waiting, so one busy client sheds
 * its own excess, not everyone's; a request still waiting after `queueMs` is answered by `shed`
 * (503 with Retry-After), as is one that finds its client's queue or the whole queue full.
 */
/** How each running request frees its place (every app's requests are distinct objects). */
const ends = new WeakMap<FastifyRequest, () => void>();

/**
 * Frees the place of a request whose answer stays open (a server-sent events stream): it has
 * started its answer and must not hold a place for as long as the client listens.
 */
export function leaveAdmission(request: FastifyRequest) {
  ends.get(request)?.();
}

export function registerAdmission(
  app: FastifyInstance,
  options: AdmissionOptions,
  exempt: (request: FastifyRequest) => boolean,
  shed: (request: FastifyRequest, reply: FastifyReply, type: string) => unknown,
) {
  if (options.concurrency <= 0) return;
  let running = 0;
  let lastWasRead = false;
  const queues = { read: [] as Waiting[], write: [] as Waiting[] };
  const perClient = new Map<string, number>();

  function forget(entry: Waiting) {
    clearTimeout(entry.timer);
    const left = (perClient.get(entry.client) ?? 1) - 1;
    if (left > 0) perClient.set(entry.client, left);
    else perClient.delete(entry.client);
  }

  function next(): Waiting | undefined {
    const { read, write } = queues;
    if (read.length && write.length) {
      // Both wait: take the other kind than last time, so neither starves.
      lastWasRead = !lastWasRead;
      return (lastWasRead ? read : write).shift();
    }
    const entry = read.shift() ?? write.shift();
    if (entry) lastWasRead = read.length === 0 && reads.has(entry.request.method);
    return entry;
  }

  function release() {
    running--;
    while (running < options.concurrency) {
      const entry = next();
      if (!entry) return;
      forget(entry);
      // A client that went away while waiting costs nothing more.
      if (entry.request.raw.destroyed) {
        entry.admit(false);
        continue;
      }
      running++;
      entry.admit(true);
    }
  }

  /** Frees a running request's place once, at its response or when its client goes away. */
  function holdPlace(request: FastifyRequest, reply: FastifyReply) {
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      release();
    };
    // The response's close, not the request's: a request closes once its body is read.
    reply.raw.once('close', end);
    ends.set(request, end);
  }

  app.addHook('onResponse', async (request) => {
    ends.get(request)?.();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (running < options.concurrency) {
      running++;
      holdPlace(request, reply);
      return;
    }
    const client = clientOf(request);
    const queued = queues.read.length + queues.write.length;
    if ((perClient.get(client) ?? 0) >= options.perClient || queued >= options.total) {
      return reply.send(shed(request, reply, 'admission queue full'));
    }
    const admitted = await new Promise<boolean>((admit) => {
      const queue = reads.has(request.method) ? queues.read : queues.write;
      const entry: Waiting = {
        client,
        request,
        admit,
        timer: setTimeout(() => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          forget(entry);
          admit(false);
        }, options.queueMs),
      };
      entry.timer.unref();
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      queue.push(entry);
    });
    if (!admitted) {
      if (request.raw.destroyed) return reply.hijack();
      return reply.send(shed(request, reply, 'admission queue wait'));
    }
    // `running` was counted when the place was handed over; the end frees it.
    holdPlace(request, reply);
  });
}
