import { msg, pageRoutes } from '@simmer/contracts';
import { brandedPage } from './branded-page';

/**
 * The page a browser gets with a 404: a path no page answers, a missing file or item.
 * With `sendTo`, the browser moves on there at once (spec: any unmatched path goes to
 * /welcome-screen) while a crawler still reads the 404.
 */
export function notFoundPage(brand: string, color: string, sendTo?: string): string {
  return brandedPage({
    brand,
    color,
    title: msg.pageNotFoundTitle,
    text: msg.pageNotFound,
    button: { label: msg.backHome, href: '/' },
    ...(sendTo ? { refresh: { seconds: 0, to: sendTo } } : {}),
  });
}

const patterns = Object.keys(pageRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether a path is one of the web app's pages (the spec's route list), or the root. */
export function isPagePath(urlPath: string): boolean {
  return urlPath === '/' || patterns.some((p) => p.test(urlPath));
}
