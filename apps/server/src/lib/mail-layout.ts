import { createElement as h } from 'react';

/** What every mail of the brand's layout shows around its content. */
export interface MailLayout {
  brandName: string;
  /** The brand's colour for links and the header rule. */
  color?: string;
  /** A line shown in the inbox list beside the subject. */
  preview?: string;
  /** Links in the footer: the one-click unsubscribe and the mail preferences. */
  unsubscribeUrl?: string;
  preferencesUrl?: string;
  webUrl?: string;
}

/**
 * A mail's HTML and plain-text parts from the brand's layout (React Email, decision 851):
 * tables and inline styles the common mail clients render. `contentHtml` is cleaned HTML the
 * editor wrote; the plain-text part is made from the whole rendered mail.
 */
export async function renderMail(
  layout: MailLayout,
  contentHtml: string,
): Promise<{ html: string; text: string }> {
  // Loaded with the first mail, not with the server: React Email is a large part of an idle
  // server's memory otherwise, and an installation may send no mail for hours.
  const [{ Body, Container, Head, Hr, Html, Link, Preview, Section, Text }, { render, toPlainText }] =
    await Promise.all([import('@react-email/components'), import('@react-email/render')]);
  const color = layout.color ?? '#c2410c';
  const muted = { color: '#6b7280', fontSize: '12px', lineHeight: '18px' };
  const footer = [
    layout.webUrl && h(Link, { key: 'web', href: layout.webUrl, style: { color } }, 'Read it on the web'),
    layout.preferencesUrl &&
      h(Link, { key: 'prefs', href: layout.preferencesUrl, style: { color } }, 'Mail preferences'),
    layout.unsubscribeUrl &&
      h(Link, { key: 'unsub', href: layout.unsubscribeUrl, style: { color } }, 'Unsubscribe'),
  ].filter(Boolean);
  const doc = h(
    Html,
    { lang: 'en' },
    h(Head),
    layout.preview ? h(Preview, null, layout.preview) : null,
    h(
      Body,
      { style: { backgroundColor: '#f6f6f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 } },
      h(
        Container,
        { style: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px', margin: '24px auto' } },
        h(
          Text,
          { style: { fontSize: '20px', fontWeight: 700, margin: 0, color: '#111827' } },
          layout.brandName,
        ),
        h(Hr, { style: { borderColor: color, borderWidth: '2px 0 0', margin: '12px 0 20px' } }),
        h(Section, null, h('div', { dangerouslySetInnerHTML: { __html: contentHtml } })),
        footer.length > 0 ? h(Hr, { style: { borderColor: '#e5e7eb', margin: '24px 0 12px' } }) : null,
        footer.length > 0
          ? h(Text, { style: muted }, ...footer.flatMap((link, i) => (i === 0 ? [link] : [' · ', link])))
          : null,
      ),
    ),
  );
  const html = await render(doc);
  return { html, text: toPlainText(html) };
}

/** Plain text (an existing mail's body) as HTML paragraphs for the layout. */
export function textToHtml(text: string): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${esc(p)
          .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}
