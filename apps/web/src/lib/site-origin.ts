/** The origin a page drawn on the server is drawn for (the server's PUBLIC_URL); unset in a browser. */
let drawnOrigin: string | null = null;

/** Set by the server before it draws a page (entry-server.tsx). */
export function setDrawnOrigin(origin: string | null) {
  drawnOrigin = origin;
}

/**
 * This site's origin: the browser's, or on the server the one it draws pages for, so that a
 * page decides the same way in both places (a difference is a hydration error).
 */
export function siteOrigin(): string | null {
  if (drawnOrigin) return drawnOrigin;
  return typeof window !== 'undefined' ? window.location.origin : null;
}
