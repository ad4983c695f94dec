import sanitizeHtml from 'sanitize-html';
import { textTags } from '../../lib/html';

/**
 * Announcement content is rich text from the admin editor (bold, lists, links and three text
 * colours). It is cleaned once, when written, so every reader can render it as HTML.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...textTags, 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'span', 'mark', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], mark: ['style'], p: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i, /^[a-z]{3,20}$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const sanitizeAnnouncement = (html: string) => sanitizeHtml(html, options).trim();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a notification or a screen reader gets: tags dropped, blocks turned into spaces. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-4]|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short title: the first sentence, at most 80 characters. */
export function titleOf(text: string): string {
  const first = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return first.length > 80 ? `${first.slice(0, 79).trimEnd()}…` : first;
}
