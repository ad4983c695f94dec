import type { AppContext } from '../../context';
import { renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../platform/mail';
import { listHeaders } from './mail-links';
import type { NewsletterRow } from './newsletters.repo';

const unsubscribeMark = 'https://simmer.invalid/unsubscribe-link';
const preferencesMark = 'https://simmer.invalid/preferences-link';

/**
 * A newsletter's mail, rendered once in the brand's layout (HTML and plain text) with marks
 * where each address's own unsubscribe and preferences links go: the answer makes one
 * address's mail, with the RFC 8058 headers, by replacing the marks.
 */
export async function mailTemplate(
  ctx: AppContext,
  row: Pick<NewsletterRow, 'id' | 'subject' | 'bodyHtml' | 'membersOnly'>,
): Promise<(email: string) => MailMessage> {
  const brand = await ctx.settings.get();
  const { html, text } = await renderMail(
    {
      brandName: brand.brand_name,
      color: brand.primary_color,
      preview: row.subject,
      unsubscribeUrl: unsubscribeMark,
      preferencesUrl: preferencesMark,
      webUrl: row.membersOnly ? undefined : `${ctx.config.publicUrl}/newsletters/${row.id}`,
    },
    row.bodyHtml,
  );
  return (email) => {
    const links = listHeaders(ctx.config, email);
    const fill = (s: string, encode: (u: string) => string) =>
      s
        .replaceAll(unsubscribeMark, encode(links.unsubscribeUrl))
        .replaceAll(preferencesMark, encode(links.preferencesUrl));
    return {
      to: email,
      subject: row.subject,
      html: fill(html, (u) => u.replaceAll('&', '&amp;')),
      text: fill(text, (u) => u),
      headers: links.headers,
    };
  };
}
