import { msg, type Session, type Setup, type SetupStatus } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import * as accounts from '../auth/accounts.service';
import { staffExists } from '../auth/auth.read';
import { issueSession } from '../auth/auth.service';
import * as settings from '../settings/settings.service';
import { lockSetup, setBrandName } from './setup.repo';

/** Databases known to have staff: setup never opens again there (the last owner stays). */
const done = new WeakSet<object>();

/**
 * Setup is open while the installation has no staff account (a production first start). Every
 * visitor's first page load asks, so once it is done the answer costs no query.
 */
export async function status(ctx: AppContext): Promise<SetupStatus> {
  if (done.has(ctx.database)) return { needed: false };
  const needed = !(await staffExists(ctx.db));
  if (!needed) done.add(ctx.database);
  return { needed };
}

/**
 * Creates the owner and records the brand's name, then signs the owner in. Closed for good
 * once any staff account exists; two requests racing are serialised by a lock held for the
 * transaction, so only the first creates an owner.
 */
export async function create(ctx: AppContext, input: Setup): Promise<Session> {
  if (await staffExists(ctx.db)) throw AppError.forbidden(msg.setupClosed);
  const passwordHash = await accounts.hashPassword(input.password1);
  const now = ctx.config.now();
  const owner = await ctx.db.transaction(async (tx) => {
    await lockSetup(tx);
    if (await staffExists(tx)) throw AppError.forbidden(msg.setupClosed);
    const user = await accounts.insertAccount(
      tx,
      {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        role: 'owner',
      },
      now,
    );
    // A member's address is not taken over: the owner uses an address of their own.
    if (!user) throw AppError.conflict(msg.emailAlreadyRegistered, { email: msg.emailAlreadyRegistered });
    await setBrandName(tx, input.brand_name.trim(), user.id, now);
    // The name every page, e-mail and manifest shows (brand settings, decision 730).
    await settings.setBrandName(tx, input.brand_name, user.id);
    return user;
  });
  await settings.settingsChanged(ctx);
  return issueSession(ctx, owner, msg.setupDone);
}
