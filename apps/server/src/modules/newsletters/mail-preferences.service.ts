import { type MailPreferences, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mailPreferences } from '../../db/schema';
import { AppError } from '../../http/errors';
import { addressOfToken } from './mail-links';

function addressOf(ctx: AppContext, token: string) {
  const email = addressOfToken(ctx.config, token);
  if (!email) throw AppError.invalid(msg.mailLinkInvalid);
  return email;
}

async function read(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select().from(mailPreferences).where(eq(mailPreferences.email, email));
  return {
    email,
    newsletters: row?.newsletters ?? true,
    new_content: row?.newContent ?? true,
    community: row?.community ?? true,
  };
}

async function write(ctx: AppContext, email: string, prefs: MailPreferences) {
  const set = {
    newsletters: prefs.newsletters,
    newContent: prefs.new_content,
    community: prefs.community,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(mailPreferences)
    .values({ email, ...set })
    .onConflictDoUpdate({ target: mailPreferences.email, set });
}

/** RFC 8058 one-click unsubscribe: newsletters off for the token's address, no login. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const email = addressOf(ctx, token);
  const now = await read(ctx, email);
  await write(ctx, email, { ...now, newsletters: false });
  return { msg: msg.mailUnsubscribed };
}

export async function preferences(ctx: AppContext, token: string) {
  return read(ctx, addressOf(ctx, token));
}

export async function savePreferences(ctx: AppContext, token: string, prefs: MailPreferences) {
  const email = addressOf(ctx, token);
  await write(ctx, email, prefs);
  return { msg: msg.mailPreferencesSaved, data: await read(ctx, email) };
}

/** Whether an address wants a kind of mail (no row: yes). Other modules' mails ask before sending. */
export async function wantsMail(
  ctx: AppContext,
  email: string,
  kind: 'newsletters' | 'new_content' | 'community',
) {
  return (await read(ctx, email.toLowerCase()))[kind];
}
