const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface BrandedPage {
  brand: string;
  /** The brand's colour, for the one button. */
  color: string;
  title: string;
  /** The page's sentence. */
  text: string;
  /** Announced to screen readers as it changes (a status). */
  status?: boolean;
  button: { label: string; href: string };
  /** A meta refresh: seconds, and the address (none: the same page). */
  refresh?: { seconds: number; to?: string };
  /** Marks the `<main>` element, for tests. */
  marker?: string;
  /** A small inline script (no file to fetch). */
  script?: string;
}

/**
 * A small self-contained HTML page in the brand's name and colour: no stylesheet or script to
 * fetch, so it works from a busy server and for a path the web app does not know. The 404 page
 * (not-found-page.ts) and the busy page (busy-page.ts) are made with it.
 */
export function brandedPage(p: BrandedPage): string {
  const refresh = p.refresh
    ? `\n<meta http-equiv="refresh" content="${p.refresh.seconds}${p.refresh.to ? `;url=${html(p.refresh.to)}` : ''}">`
    : '';
  const marker = p.marker ? ` ${p.marker}` : '';
  const role = p.status ? ' role="status"' : '';
  const script = p.script ? `\n<script>${p.script}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${html(p.title)} | ${html(p.brand)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;color:#495057}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:${html(p.color)};color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #1a1b1e;outline-offset:2px}
</style>
</head>
<body>
<main${marker}>
<p aria-hidden="true">${html(p.brand)}</p>
<h1>${html(p.title)}</h1>
<p${role}>${html(p.text)}</p>
<a href="${html(p.button.href)}">${html(p.button.label)}</a>
</main>${script}
</body>
</html>
`;
}
