import { msg, pageRoutes } from '@simmer/contracts';

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page a browser gets with a 404: a path no page answers, a missing file or item.
 * With `sendTo`, the browser moves on there at once (spec: any unmatched path goes to
 * /welcome-screen) while a crawler still reads the 404.
 */
export function notFoundPage(brand: string, color: string, sendTo?: string): string {
  const refresh = sendTo ? `\n<meta http-equiv="refresh" content="0;url=${html(sendTo)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${html(msg.pageNotFoundTitle)} | ${html(brand)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;color:#495057}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:${html(color)};color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #1a1b1e;outline-offset:2px}
</style>
</head>
<body>
<main>
<p aria-hidden="true">${html(brand)}</p>
<h1>${html(msg.pageNotFoundTitle)}</h1>
<p>${html(msg.pageNotFound)}</p>
<a href="/">${html(msg.backHome)}</a>
</main>
</body>
</html>
`;
}

const patterns = Object.keys(pageRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether a path is one of the web app's pages (the spec's route list), or the root. */
export function isPagePath(urlPath: string): boolean {
  return urlPath === '/' || patterns.some((p) => p.test(urlPath));
}
