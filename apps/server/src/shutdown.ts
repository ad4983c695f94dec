import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Where the signals come from; the process outside tests. */
  signals?: Pick<EventEmitter, 'on' | 'off'>;
  exit?: (code: number) => void;
  /** Past this, the process exits with 1 even if a request is still running. */
  timeoutMs?: number;
}

/**
 * On SIGTERM or SIGINT (an orchestrator stopping the process, Ctrl-C), closes once and
 * exits: 0 once everything is closed, 1 if closing fails or outlasts the timeout. Answers
 * still in flight complete (Fastify's close waits for them, and the database is closed only
 * after); new requests during the close get 503 and keep-alive connections are closed.
 * Answers a function that removes the listeners.
 */
export function exitOnSignals(opts: ShutdownOptions): () => void {
  const signals = opts.signals ?? process;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    opts.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      opts.log.error({ signal }, 'shutdown took too long: exiting with requests still running');
      exit(1);
    }, opts.timeoutMs ?? 25_000);
    timer.unref();
    try {
      await opts.close();
      clearTimeout(timer);
      exit(0);
    } catch (err) {
      clearTimeout(timer);
      opts.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  const onTerm = () => void shutdown('SIGTERM');
  const onInt = () => void shutdown('SIGINT');
  signals.on('SIGTERM', onTerm);
  signals.on('SIGINT', onInt);
  return () => {
    signals.off('SIGTERM', onTerm);
    signals.off('SIGINT', onInt);
  };
}
