/**
 * Publish/subscribe between API processes: live notification counts, live comments,
 * viewer counts. Messages are strings (JSON by convention); delivery is at-most-once.
 */
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  /**
   * Takes one of `limit` places in a sliding window of `windowMs` under `key`, shared by every
   * process that shares this broker: true when taken, false when all are in use (the refused
   * attempt takes none). In process memory for 'memory', a sorted set in Redis for 'redis'.
   */
  take(key: string, limit: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}
