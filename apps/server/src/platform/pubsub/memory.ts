import { EventEmitter } from 'node:events';
import type { PubSub } from './pubsub';

/** One process: an event emitter. Enough for a single API process (the embedded default). */
export function memoryPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
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
    async close() {
      bus.removeAllListeners();
    },
  };
}
