import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A provider's library, loaded the first time it is used rather than when the server starts:
 * the embedded defaults never use Stripe, S3 or Mux, and each of them otherwise holds tens of
 * megabytes of an idle server's memory. Synchronous, so the adapters keep their shapes.
 */
export function lazily<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load(name) as T;
    return loaded;
  };
}
