import type { ComponentType } from 'react';

const nothing = () => null;

/**
 * A part of the page loaded apart from the first screen (notices, dialogs, header slots) that
 * renders nothing when its code cannot be fetched (offline, before it was ever cached), so the
 * page keeps working instead of failing as a whole.
 */
export function optionalChunk<T extends ComponentType<never>>(
  load: Promise<{ default: T }>,
): Promise<{ default: T }> {
  return load.catch(() => ({ default: nothing as unknown as T }));
}
