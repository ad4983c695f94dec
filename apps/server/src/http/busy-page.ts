import { msg } from '@simmer/contracts';

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page a browser gets when its page request is shed (load-shedding.ts): the brand, the
 * catalogue's message, and the same address loaded again after `retryAfter` seconds (a meta
 * refresh, so it works without scripts; a little jitter from the script spreads the retries of
 * many visitors). Small and self-contained: no stylesheet or script to fetch from a busy server.
 */
export function busyPage(brand: string, color: string, retryAfter: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfter + 2}">
<title>${html(msg.serverBusyTitle)} | ${html(brand)}</title>
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
<main data-busy-page>
<p aria-hidden="true">${html(brand)}</p>
<h1>${html(msg.serverBusyTitle)}</h1>
<p role="status">${html(msg.serverBusyRetrying)}</p>
<a href="">${html(msg.tryAgainNow)}</a>
</main>
<script>setTimeout(function(){location.reload()},(${retryAfter}+Math.random()*2)*1000)</script>
</body>
</html>
`;
}
