import { useSyncExternalStore } from 'react';
import { formatDate } from './format';

/** How the server formats dates in the pages it draws (decision 610): fixed, whatever its settings. */
const asServer = { timeZone: 'UTC', locale: 'en-US' };
/** The member's own time zone and language (the browser's). */
const asMember = {};
const unchanging = () => () => {};

/**
 * A date as text ("Nov 23, 2026"). A page the server drew is hydrated with the date as the
 * server formatted it, so React finds the same text; React then draws it again at once in the
 * member's own time zone and language. Pages drawn in the browser show the member's at once.
 */
export function ShownDate({ value }: { value: string | Date | null | undefined }) {
  const options = useSyncExternalStore(
    unchanging,
    () => asMember,
    () => asServer,
  );
  return <>{formatDate(value, options)}</>;
}
