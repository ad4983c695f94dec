import type { AppContext } from '../../context';
import { renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../platform/mail';
import { listHeaders } from './mail-links';
import type { NewsletterRow } from './newsletters.repo';

/** A newsletter's mail to one address: the brand's layout, a plain-text part, the unsubscribe headers. */
export async function mailFor(
  ctx: AppContext,
  row: Pick<NewsletterRow, 'id' | 'subject' | 'bodyHtml' | 'membersOnly'>,
  email: string,
): Promise<MailMessage> {
  const brand = await ctx.settings.get();
  const links = listHeaders(ctx.config, email);
  const { html, text } = await renderMail(
    {
      brandName: brand.brand_name,
      color: brand.primary_color,
      preview: row.subject,
      unsubscribeUrl: links.unsubscribeUrl,
      preferencesUrl: links.preferencesUrl,
      webUrl: row.membersOnly ? undefined : `${ctx.config.publicUrl}/newsletters/${row.id}`,
    },
    row.bodyHtml,
  );
  return { to: email, subject: row.subject, html, text, headers: links.headers };
}
