import type { Transporter } from 'nodemailer';
import type { Mailer } from './mail';

/** Mail through SMTP_URL; nodemailer is loaded with the first mail, not with the server. */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(opts.url),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await connect()).sendMail({ ...message, from: message.from ?? opts.from });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
