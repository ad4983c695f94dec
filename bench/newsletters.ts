/**
 * Newsletter send rate (decision 850): mails per second of a newsletter's send job to N
 * confirmed subscribers, to the embedded outbox and to a local SMTP server (smtp-server), each
 * beside a bare baseline measured in the same run: the same number of plain messages handed
 * straight to the same mailer. The ratio is the cost of the job's bookkeeping (one claimed row
 * per recipient, the brand's React Email layout per mail). Run alone: `npx tsx bench/newsletters.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { homeSubscribers, newsletters } from '../apps/server/src/db/schema';
import { sendBatch } from '../apps/server/src/modules/newsletters/sending';
import { brandedMailer } from '../apps/server/src/modules/settings/branded-mail';
import type { Mailer } from '../apps/server/src/platform/mail';
import { createSmtpMailer } from '../apps/server/src/platform/mail/smtp';
import { startSeededApp } from './serve';

type Figures = Record<string, number>;
const recipients = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 500);

export async function newsletterFigures(): Promise<Figures> {
  const server = await startSeededApp();
  const ctx = server.app.ctx;
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const port = (smtp.server.address() as { port: number }).port;
  const smtpMailer = brandedMailer(
    createSmtpMailer({ url: `smtp://127.0.0.1:${port}?pool=true`, from: 'bench@example.com' }),
    ctx.settings,
  );
  try {
    const values = Array.from({ length: recipients }, (_, i) => ({
      email: `bench-${i}@example.com`,
      confirmedAt: new Date(),
    }));
    await ctx.db.insert(homeSubscribers).values(values);
    const body =
      '<h2>This week</h2><p>A <strong>slow-braised</strong> short rib, and a video on knife skills.</p>';
    const figures: Figures = {};

    const measure = async (name: string, mailer: Mailer) => {
      // Baseline: the same number of plain messages straight to the mailer.
      let t0 = performance.now();
      for (let i = 0; i < recipients; i++) {
        await mailer.send({ to: `base-${i}@example.com`, subject: 'Baseline', text: 'Hello', html: body });
      }
      const bare = recipients / ((performance.now() - t0) / 1000);
      const [row] = await ctx.db
        .insert(newsletters)
        .values({
          subject: `Bench ${name}`,
          bodyHtml: body,
          segment: 'subscribers',
          status: 'scheduled',
          scheduledAt: new Date(),
        })
        .returning();
      t0 = performance.now();
      for (;;) {
        const { more } = await sendBatch(ctx, row!.id, { batchSize: 200, ratePerSecond: 1e6, mailer });
        if (!more) break;
      }
      const job = recipients / ((performance.now() - t0) / 1000);
      figures[`newsletter.${name}.mails_per_s`] = Math.round(job);
      figures[`newsletter.${name}.bare_mails_per_s`] = Math.round(bare);
      figures[`newsletter.${name}.ratio_to_bare`] = Math.round((job / bare) * 100) / 100;
    };
    await measure('outbox', ctx.mailDirect!);
    await measure('smtp', smtpMailer);
    if (received < recipients * 2) throw new Error(`smtp server received ${received} of ${recipients * 2}`);
    return figures;
  } finally {
    await smtpMailer.close();
    await new Promise<void>((r) => smtp.close(() => r()));
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await newsletterFigures();
  const out = {
    date: new Date().toISOString(),
    recipients,
    cpus: (await import('node:os')).cpus().length,
    note: 'Measured on a 2-core machine shared with other work; compare the ratios, not the absolute rates.',
    figures,
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'newsletters.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(out);
}
