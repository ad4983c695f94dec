import sanitize from 'sanitize-html';

/** Paragraphs, line breaks and the inline emphasis every rich text of the admin editor may hold. */
export const textTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's'];

/**
 * Recipe instructions and notes are rich text from the admin editor. They are cleaned when
 * written, so every reader (web page, JSON-LD, mobile client) gets the same safe HTML.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    ...textTags,
    'strike',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'span',
    'sub',
    'sup',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
  // Only images Simmer serves: a remote one would let an author track every reader.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
};

const imageOrigins = new Set<string>();

/**
 * Where Simmer serves images from besides its own paths (the public address, the media
 * storage's public base); set once at start (decision 443).
 */
export function allowImageOrigins(...bases: string[]) {
  for (const base of bases) {
    try {
      imageOrigins.add(new URL(base).origin);
    } catch {
      // not an absolute address: same-origin paths are always allowed
    }
  }
}

function isOwnImage(src: string | undefined): boolean {
  if (!src) return false;
  const s = src.trim();
  // A relative address (no scheme, not protocol-relative) is served by the page's own origin.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^[/\\]{2}/.test(s)) return true;
  try {
    return imageOrigins.has(new URL(s).origin);
  } catch {
    return false;
  }
}

export function cleanHtml(html: string | null | undefined): string {
  return sanitize(html ?? '', options).trim();
}

/** Plain text of an HTML fragment (for JSON-LD steps and descriptions). */
export function htmlToText(html: string): string {
  return sanitize(html.replace(/<\/(p|li|h\d)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The steps of an instructions fragment: its list items, or else its paragraphs/lines. */
export function htmlSteps(html: string): string[] {
  const items = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlToText(m[1] ?? '').trim());
  const steps = items.length ? items : htmlToText(html).split('\n');
  return steps.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
