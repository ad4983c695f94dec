import { randomBytes } from 'node:crypto';
import { emailPattern, isStaff, msg, passwordPattern, roles } from '@simmer/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import * as authRepo from '../modules/auth/auth.repo';
import { hashPassword } from '../modules/auth/passwords';
import { removeAll as removeTwoStep } from '../modules/two-step/two-step.repo';

/**
 * `simmer admin create | reset-password`: for the operator at the machine (a first start
 * without the setup page, or locked out). They work on the database directly, embedded or
 * PostgreSQL, with no server running.
 */

export class CliError extends Error {}

/** A random password that meets the product's rule (16 characters, about 90 bits). */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
    if (candidate.length === 16 && passwordPattern.test(candidate)) return candidate;
  }
}

export interface CreateOptions {
  email: string;
  role: string;
  name?: string;
  /** Given by the operator; a generated one otherwise (new accounts only). */
  password?: string;
}

/**
 * Creates a staff account, or gives an existing account the role. `owner` moves the
 * ownership: the previous owner becomes an administrator.
 */
export async function adminCreate(db: Db, opts: CreateOptions, now = new Date()) {
  const email = opts.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new CliError(`"${opts.email}" is not an e-mail address.`);
  const role = opts.role as (typeof roles)[number];
  if (!roles.includes(role) || !isStaff(role)) {
    throw new CliError(
      `Unknown staff role "${opts.role}". Use one of: ${roles.filter((r) => r !== 'user').join(', ')}.`,
    );
  }
  if (opts.password !== undefined && !passwordPattern.test(opts.password)) {
    throw new CliError(msg.passwordRule);
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const existing = await authRepo.findUserByEmail(tx, email);
    if (existing?.role === 'owner' && role !== 'owner') {
      throw new CliError(`${email} is the owner; make another account the owner first (--role owner).`);
    }
    if (role === 'owner') {
      // There is one owner: the ownership moves.
      await tx
        .update(users)
        .set({ role: 'admin', updatedAt: now })
        .where(sql`${users.role} = 'owner' and lower(${users.email}) <> ${email}`);
    }
    if (existing) {
      await authRepo.setRole(tx, existing.id, role, now);
      let password: string | null = null;
      if (opts.password !== undefined) {
        password = opts.password;
        await authRepo.setPasswordHash(tx, existing.id, await hashPassword(password), now);
        await authRepo.revokeAllForUser(tx, existing.id, now);
      }
      return { created: false, email, role, password };
    }
    const [first, ...rest] = (opts.name?.trim() || email.split('@')[0]!).split(/\s+/);
    const password = opts.password ?? generatePassword();
    const user = await authRepo.insertAccount(
      tx,
      {
        email,
        firstName: first!,
        lastName: rest.join(' '),
        passwordHash: await hashPassword(password),
        role,
      },
      now,
    );
    if (!user) throw new CliError(`${email} was taken meanwhile; run the command again.`);
    return { created: true, email, role, password };
  });
}

/**
 * A new password for an account; every session of it ends, and its unused reset links stop
 * working. `twoStepOff` also turns two-step sign-in off (a lost authenticator).
 */
export async function adminResetPassword(
  db: Db,
  opts: { email: string; password?: string; twoStepOff?: boolean },
  now = new Date(),
) {
  const email = opts.email.trim().toLowerCase();
  if (opts.password !== undefined && !passwordPattern.test(opts.password)) {
    throw new CliError(msg.passwordRule);
  }
  const password = opts.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await authRepo.findUserByEmail(tx, email);
    if (!user) throw new CliError(`No account has the address ${email}.`);
    await authRepo.setPasswordHash(tx, user.id, passwordHash, now);
    await authRepo.revokeAllForUser(tx, user.id, now);
    await authRepo.invalidateResetTokens(tx, user.id, now);
    if (opts.twoStepOff) await removeTwoStep(tx, user.id);
    return { email, password };
  });
}

/** `simmer admin …` arguments: `--email E`, `--role R`, `--name "First Last"`, flags. */
export function parseAdminArgs(argv: string[]) {
  const [action, ...rest] = argv;
  const values: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) throw new CliError(`Unexpected argument "${arg}".`);
    const [key, inline] = arg.slice(2).split(/=(.*)/s);
    if (inline !== undefined) values[key!] = inline;
    else if (rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('--')) values[key!] = rest[++i]!;
    else values[key!] = true;
  }
  const text = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  return { action, values, text };
}

export const adminUsage = `Usage:
  simmer admin create --email E --role R [--name "First Last"] [--password-stdin]
      creates a staff account (prints a generated password) or gives an existing account the role
      roles: owner, admin, editor, moderator, support (owner moves the ownership)
  simmer admin reset-password --email E [--password-stdin] [--two-step-off]
      sets a new password (printed), ends the account's sessions; --two-step-off also turns
      two-step sign-in off`;

/** Runs `simmer admin …`; answers the lines to print. */
export async function runAdmin(db: Db, argv: string[], readStdin: () => Promise<string>): Promise<string[]> {
  const { action, values, text } = parseAdminArgs(argv);
  const email = text('email');
  const password = values['password-stdin'] ? (await readStdin()).trim() : undefined;
  if (action === 'create') {
    const role = text('role');
    if (!email || !role) throw new CliError(adminUsage);
    const done = await adminCreate(db, { email, role, name: text('name'), password });
    const lines = [`${done.created ? 'Created' : 'Updated'} ${done.email} with the role ${done.role}.`];
    if (done.created && !password)
      lines.push(`Password: ${done.password}`, 'Sign in and change it under My account.');
    return lines;
  }
  if (action === 'reset-password') {
    if (!email) throw new CliError(adminUsage);
    const done = await adminResetPassword(db, {
      email,
      password,
      twoStepOff: values['two-step-off'] === true,
    });
    const lines = [`New password set for ${done.email}; its sessions have ended.`];
    if (!password) lines.push(`Password: ${done.password}`);
    if (values['two-step-off']) lines.push('Two-step sign-in is off for this account.');
    return lines;
  }
  throw new CliError(adminUsage);
}
