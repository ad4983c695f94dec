import { queryClient } from './query-client';

/** A query the server drew a page from: its key, its data and when the data was read. */
export type ServedQuery = [key: readonly unknown[], data: unknown, updatedAt: number];

/** The id of the `<script type="application/json">` the server sends a rendered page's queries in. */
export const servedStateId = 'simmer-state';

/**
 * Whether the server sent this page already drawn (decision 610). Its queries go into the
 * app's cache before any other module asks for them, so the first render, which hydrates the
 * server's HTML, shows exactly what the server drew and no request is made for it again.
 * A member's page is never hydrated from a visitor's HTML: the server's page gate marks the page
 * when a session is stored (which hides the drawn HTML), and it is emptied here.
 */
export const servedPage: boolean = (() => {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  const state = document.getElementById(servedStateId);
  if (!root?.firstElementChild || !state?.textContent) return false;
  // A member (the page gate marked the page): the visitor's page goes, the member's is drawn.
  if (document.documentElement.hasAttribute('data-session')) {
    root.replaceChildren();
    root.removeAttribute('data-drawn');
    return false;
  }
  try {
    for (const [key, data, updatedAt] of JSON.parse(state.textContent) as ServedQuery[]) {
      queryClient.setQueryData(key, data, { updatedAt });
    }
    return true;
  } catch {
    root.replaceChildren();
    return false;
  }
})();
