import type { Mailer } from '../../platform/mail';
import { senderOf } from './defaults';
import type { SiteSettings } from './site-settings';

/**
 * Every e-mail goes out in the brand's current name and from its sender address (the settings'
 * "mail sender"), whichever module sends it and whichever mailer delivers it.
 */
export function brandedMailer(mailer: Mailer, settings: SiteSettings): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      await mailer.send({ ...message, from: message.from ?? senderOf(await settings.get()) });
    },
    close: () => mailer.close(),
  };
}
