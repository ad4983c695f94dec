/**
 * Publish/subscribe between API processes: live notification counts, live comments,
 * viewer counts. Messages are strings (JSON by convention); delivery is at-most-once.
 */
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}
