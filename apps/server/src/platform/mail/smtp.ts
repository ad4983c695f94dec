import nodemailer from 'nodemailer';
import type { Mailer } from './mail';

export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ ...message, from: message.from ?? opts.from });
    },
    async close() {
      transport.close();
    },
  };
}
