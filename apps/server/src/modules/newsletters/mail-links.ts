import type { Config } from '../../config';
import { signValue, verifyValue } from '../../lib/signed-token';

const purpose = 'mail-preferences';

/** The signed token of an address's unsubscribe and preferences links (no login needed). */
export const mailToken = (config: Config, email: string) =>
  signValue(config.jwtSecret, purpose, email.toLowerCase());
export const addressOfToken = (config: Config, token: string) =>
  verifyValue(config.jwtSecret, purpose, token);

/** The links and RFC 8058 headers every mail to an address carries. */
export function listHeaders(config: Config, email: string) {
  const token = encodeURIComponent(mailToken(config, email));
  const unsubscribePost = `${config.publicUrl}/v1/mail/unsubscribe/?token=${token}`;
  return {
    unsubscribeUrl: `${config.publicUrl}/mail/unsubscribe?token=${token}`,
    preferencesUrl: `${config.publicUrl}/mail/preferences?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
