import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** What scripts/topology/up.mjs wrote about the running topology. */
export interface Topology {
  url: string;
  controlUrl: string;
  databaseUrl: string;
  apis: Array<{ instance: string; port: number }>;
}

let cached: Topology | null = null;
export function topology(): Topology {
  // Set by playwright.config.ts, which every worker loads.
  const file = process.env.TOPOLOGY_STATE;
  if (!file) throw new Error('TOPOLOGY_STATE is not set: run the stage with `npm run test:topology`');
  cached ??= JSON.parse(readFileSync(file, 'utf8'));
  return cached!;
}

/** Every journey goes through nginx's address. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(topology().url),
});
export { expect };

/** The API process that answered (nginx passes the `x-simmer-instance` header through). */
export function instanceOf(response: Pick<Response, 'headers' | 'url'>): string {
  const id = response.headers()['x-simmer-instance'];
  expect(id, `${response.url()} names its process`).toMatch(/^api-\d$/);
  return id!;
}

/** The process holding the page's newest server-sent-events stream at `path`. */
export function streamInstance(page: Page, path: string | RegExp) {
  const seen: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url()).pathname;
    if ((typeof path === 'string' ? u === path : path.test(u)) && r.status() === 200)
      seen.push(instanceOf(r));
  });
  return {
    async current() {
      await expect.poll(() => seen.length, { message: `a ${path} stream is open` }).toBeGreaterThan(0);
      return seen.at(-1)!;
    },
    count: () => seen.length,
  };
}

/** The smtp-server of the topology: stop, start, read what it received. */
export const smtp = {
  async stop() {
    expect((await fetch(`${topology().controlUrl}/smtp/stop`, { method: 'POST' })).ok).toBe(true);
  },
  async start() {
    expect((await fetch(`${topology().controlUrl}/smtp/start`, { method: 'POST' })).ok).toBe(true);
  },
  /** The messages to `address` whose text matches `about` (decoded from quoted-printable). */
  async mailTo(address: string, about: RegExp): Promise<string[]> {
    const all = (await (await fetch(`${topology().controlUrl}/mail`)).json()) as Array<{
      to: string[];
      raw: string;
    }>;
    return all
      .filter((m) => m.to.includes(address))
      .map((m) => decodeQuotedPrintable(m.raw))
      .filter((text) => about.test(text));
  },
};

/** The sign-up link mailed to an address, as the topology's SMTP server received it (decision 930). */
export async function signUpLinkBySmtp(email: string): Promise<string> {
  const about = /\/verify-email\?token=[^\s"<>]+/;
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await smtp.mailTo(email, about);
        return found.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const link = new URL(about.exec(found.at(-1)!)![0], 'http://mail.invalid');
  return `${link.pathname}${link.search}`;
}

/** Enough quoted-printable for the links of a mail (nodemailer's encoding of long lines). */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
