import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  login,
  signedIn,
  signUpWithLink,
  type TestApp,
} from '../../../test/harness';
import { auditLog, staffInvites, users } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
  owner = await signedIn(t, { role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function inviteLink(email: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const mail = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((m) => m.to === email).at(-1);
    const token = mail?.text.match(/\/staff-invite\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no invitation to ${email}`);
}

async function invite(email: string, role: string) {
  const res = await call('POST', '/admin/staff-invites/', owner.headers, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return inviteLink(email);
}

const roleOf = async (id: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

const unique = () => `staff-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe('staff invitations', () => {
  it('gives the invited role to the account with the invited address, once', async () => {
    const email = unique();
    const token = await invite(email, 'editor');
    const opened = await call('GET', `/staff-invites/${token}/`);
    expect(opened.json()).toMatchObject({ email, role: 'editor', status: 'open' });

    // Accepted by signing up with that address.
    const { opened: signup } = await signUpWithLink(t, {
      email: email.toUpperCase(),
      first_name: 'Eda',
      last_name: 'Editor',
      password1: 'Kitchen2026',
      password2: 'Kitchen2026',
    });
    expect(signup.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signup.json().access_token}` };
    expect((await call('GET', '/adminpanel/faq/', headers)).statusCode).toBe(403);
    const accepted = await call('POST', `/staff-invites/${token}/accept/`, headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().msg).toBe(msg.staffInviteAccepted);
    expect(await roleOf(signup.json().user.id)).toBe('editor');
    // The same access token now opens the editor's part of the admin, and only that.
    expect((await call('GET', '/adminpanel/faq/', headers)).statusCode).toBe(200);
    expect((await call('GET', '/adminpanel/users/', headers)).statusCode).toBe(403);

    const again = await call('POST', `/staff-invites/${token}/accept/`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.staffInviteUsed);
    expect((await call('GET', `/staff-invites/${token}/`)).json().status).toBe('used');

    const list = (await call('GET', '/admin/staff/', owner.headers)).json();
    expect(list.staff.map((s: { email: string }) => s.email.toLowerCase())).toContain(email);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.acceptInvite'));
    expect(row!.actorEmail.toLowerCase()).toBe(email);
    expect(row).toMatchObject({ targetType: 'account', targetId: String(signup.json().user.id) });
  });

  it('is accepted by logging in as that address, and refused to another address', async () => {
    const email = unique();
    const member = await createUser(t, { email });
    const token = await invite(email, 'moderator');
    const other = await signedIn(t);
    const wrong = await call('POST', `/staff-invites/${token}/accept/`, other.headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(msg.staffInviteWrongEmail);
    expect(await roleOf(other.user.id)).toBe('user');

    const session = await login(t, email, member.password);
    expect((await call('POST', `/staff-invites/${token}/accept/`, session.headers)).statusCode).toBe(200);
    expect(await roleOf(member.id)).toBe('moderator');
  });

  it('expires after 7 days', async () => {
    const email = unique();
    const token = await invite(email, 'support');
    const [row] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);
    await t.database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.id, row!.id));
    const person = await signedIn(t, { email });
    const res = await call('POST', `/staff-invites/${token}/accept/`, person.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(msg.staffInviteExpired);
    expect(await roleOf(person.user.id)).toBe('user');
    expect((await call('GET', `/staff-invites/${token}/`)).json().status).toBe('expired');
  });

  it('refuses an unknown link, a second open invitation and an address already on the staff', async () => {
    expect((await call('GET', '/staff-invites/not-a-real-token-at-all/')).statusCode).toBe(404);
    const email = unique();
    await invite(email, 'editor');
    const twice = await call('POST', '/admin/staff-invites/', owner.headers, { email, role: 'editor' });
    expect(twice.statusCode).toBe(409);
    const staff = await createUser(t, { role: 'admin' });
    const already = await call('POST', '/admin/staff-invites/', owner.headers, {
      email: staff.email,
      role: 'editor',
    });
    expect(already.statusCode).toBe(409);
    expect(already.json().msg).toBe(msg.staffAlreadyStaff);
  });

  it('sends one invitation when two race for the same address', async () => {
    const email = unique();
    const both = await Promise.all(
      [0, 1].map(() => call('POST', '/admin/staff-invites/', owner.headers, { email, role: 'editor' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(staffInvites).where(eq(staffInvites.email, email))).toHaveLength(
      1,
    );
  });

  it('is cancelled by the owner', async () => {
    const email = unique();
    const token = await invite(email, 'editor');
    const { invites } = (await call('GET', '/admin/staff/', owner.headers)).json();
    const id = invites.find((i: { email: string }) => i.email === email).id;
    expect((await call('DELETE', `/admin/staff-invites/${id}/`, owner.headers)).statusCode).toBe(200);
    const person = await signedIn(t, { email });
    expect((await call('POST', `/staff-invites/${token}/accept/`, person.headers)).statusCode).toBe(409);
  });
});

describe('roles', () => {
  it('changes a role, effective at the next request of the same session', async () => {
    const editor = await signedIn(t, { role: 'editor' });
    expect((await call('GET', '/adminpanel/faq/', editor.headers)).statusCode).toBe(200);
    const res = await call('PATCH', `/admin/staff/${editor.user.id}/`, owner.headers, { role: 'moderator' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/adminpanel/faq/', editor.headers)).statusCode).toBe(403);
    expect((await call('GET', '/adminpanel/reports/', editor.headers)).statusCode).not.toBe(403);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.changeRole'));
    expect(row).toMatchObject({ actorId: owner.user.id, targetId: String(editor.user.id) });
    expect(row!.summary).toContain('Editor → Moderator');
  });

  it('removes a staff member back to member', async () => {
    const support = await signedIn(t, { role: 'support' });
    expect((await call('DELETE', `/admin/staff/${support.user.id}/`, owner.headers)).statusCode).toBe(200);
    expect(await roleOf(support.user.id)).toBe('user');
    expect((await call('GET', '/adminpanel/users/', support.headers)).statusCode).toBe(403);
    // A member is not staff: nothing to remove.
    expect((await call('DELETE', `/admin/staff/${support.user.id}/`, owner.headers)).statusCode).toBe(404);
  });

  it('never removes or demotes the last owner', async () => {
    const demote = await call('PATCH', `/admin/staff/${owner.user.id}/`, owner.headers, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().msg).toBe(msg.staffLastOwner);
    const remove = await call('DELETE', `/admin/staff/${owner.user.id}/`, owner.headers);
    expect(remove.statusCode).toBe(409);
    expect(await roleOf(owner.user.id)).toBe('owner');
    // The owner's role is not one an invitation or a change can give.
    const admin = await signedIn(t, { role: 'admin' });
    const promote = await call('PATCH', `/admin/staff/${admin.user.id}/`, owner.headers, { role: 'owner' });
    expect(promote.statusCode).toBe(400);
    // An administrator has no access to staff at all.
    expect((await call('GET', '/admin/staff/', admin.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/staff/${owner.user.id}/`, admin.headers)).statusCode).toBe(403);
  });

  it('transfers ownership: the owner becomes an administrator', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    expect(
      (await call('POST', `/admin/staff/${owner.user.id}/transfer-ownership/`, owner.headers)).statusCode,
    ).toBe(400);
    const member = await createUser(t);
    expect(
      (await call('POST', `/admin/staff/${member.id}/transfer-ownership/`, owner.headers)).statusCode,
    ).toBe(400);
    const res = await call('POST', `/admin/staff/${admin.user.id}/transfer-ownership/`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleOf(admin.user.id)).toBe('owner');
    expect(await roleOf(owner.user.id)).toBe('admin');
    expect((await call('GET', '/admin/staff/', owner.headers)).statusCode).toBe(403);
    expect((await call('GET', '/admin/staff/', admin.headers)).statusCode).toBe(200);
    // And back, so the other tests keep their owner.
    expect(
      (await call('POST', `/admin/staff/${owner.user.id}/transfer-ownership/`, admin.headers)).statusCode,
    ).toBe(200);
    expect(await roleOf(owner.user.id)).toBe('owner');
  });
});
