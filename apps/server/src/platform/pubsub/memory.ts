import { EventEmitter } from 'node:events';
import type { PubSub } from './pubsub';

/** One process: an event emitter. Enough for a single API process (the embedded default). */
export function memoryPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const windows = new Map<string, number[]>();
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Deliver after the publisher's current work, as a network broker would.
      setImmediate(() => bus.emit(channel, message));
    },
    async subscribe(channel, handler) {
      bus.on(channel, handler);
      return async () => {
        bus.off(channel, handler);
      };
    },
    async take(key, limit, windowMs) {
      const now = Date.now();
      const times = (windows.get(key) ?? []).filter((t) => now - t < windowMs);
      const taken = times.length < limit;
      if (taken) times.push(now);
      windows.set(key, times);
      // Forget keys with no place taken in their window, so the map does not grow without end.
      if (windows.size > 10_000) {
        for (const [k, list] of windows) if (!list.some((t) => now - t < windowMs)) windows.delete(k);
      }
      return taken;
    },
    async close() {
      bus.removeAllListeners();
      windows.clear();
    },
  };
}
