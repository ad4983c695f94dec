import type { Jobs } from '../jobs';
import type { Mailer, MailMessage } from './mail';

export const mailQueue = 'mail.send';

/**
 * Every message goes through the job queue: `send` stores a job and returns, and a worker
 * hands it to the real mailer, retrying with growing pauses (10 s, 20 s, 40 s ... about
 * 3 hours in all) while the mail server is down. The caller's answer never depends on it.
 */
export function createQueuedMailer(jobs: Jobs, deliver: Mailer, retryDelaySeconds = 10): Mailer {
  return {
    kind: deliver.kind,
    async send(message) {
      await jobs.send<MailMessage>(mailQueue, message, {
        retryLimit: 10,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
      });
    },
    close: () => deliver.close(),
  };
}

/** The worker side: one delivery attempt per job run; a failure throws, so pg-boss retries. */
export async function registerMailWorker(jobs: Jobs, deliver: Mailer) {
  await jobs.work<MailMessage>(mailQueue, (message) => deliver.send(message), { pollingIntervalSeconds: 1 });
}
