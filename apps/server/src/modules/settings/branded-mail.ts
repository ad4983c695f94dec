import { renderMail, textToHtml } from '../../lib/mail-layout';
import type { Mailer } from '../../platform/mail';
import { senderOf } from './defaults';
import type { SiteSettings } from './site-settings';

/**
 * Every e-mail goes out in the brand's current name and from its sender address (the settings'
 * "mail sender"), whichever module sends it and whichever mailer delivers it, in the brand's
 * mail layout (decision 851).
 */
export function brandedMailer(mailer: Mailer, settings: SiteSettings): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      const brand = await settings.get();
      // A plain-text mail gets an HTML part in the brand's layout; mails with their own keep it.
      const html =
        message.html ??
        (
          await renderMail(
            { brandName: brand.brand_name, color: brand.primary_color },
            textToHtml(message.text),
          )
        ).html;
      await mailer.send({ ...message, html, from: message.from ?? senderOf(brand) });
    },
    close: () => mailer.close(),
  };
}
