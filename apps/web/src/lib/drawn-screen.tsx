import { useMediaQuery } from '@mantine/hooks';
import { createContext, use } from 'react';

/** The screen the server drew a page for (`http/page-render.ts`): a phone's or a wide one. */
export type DrawnScreen = 'phone' | 'wide';

/**
 * In the browser, the screen the page the server sent was drawn for (`data-drawn` on `#root`),
 * so hydration renders what the server drew; a wide screen when it sent none. On the server,
 * the renderer provides the screen of each page it draws.
 */
export const DrawnScreenContext = createContext<DrawnScreen>(
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.drawn === 'phone'
    ? 'phone'
    : 'wide',
);

/**
 * Whether `query` matches, starting from what it matched on the screen the page was drawn for
 * (`narrow`: what it matches on a phone), then the screen's own answer once the page is on it.
 * A phone served a page drawn for a phone so keeps the server's layout instead of drawing its
 * parts again right after hydration.
 */
export function useScreenQuery(query: string, { narrow }: { narrow: boolean }): boolean {
  const drawn = use(DrawnScreenContext);
  return useMediaQuery(query, drawn === 'phone' ? narrow : !narrow);
}
