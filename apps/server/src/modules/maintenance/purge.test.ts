import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';
import { notifications, passwordResetTokens, refreshTokens } from '../../db/schema';
import { purgeExpired } from './purge.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', NOTIFICATION_RETENTION_DAYS: '30' });
});
afterAll(async () => {
  await t.close();
});

const day = 86_400_000;
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/users/rest-auth/token/refresh/', payload: { refresh: token } });

describe('nightly purge', () => {
  it('removes expired and revoked refresh tokens and keeps live sessions working', async () => {
    const live = await signedIn(t);
    const revoked = await signedIn(t);
    const expired = await signedIn(t);
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, revoked.user.id));
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - day) })
      .where(eq(refreshTokens.userId, expired.user.id));

    const result = await purgeExpired(t.app.ctx);
    expect(result.refreshTokens).toBeGreaterThanOrEqual(2);
    const left = async (userId: number) =>
      (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).length;
    expect(await left(revoked.user.id)).toBe(0);
    expect(await left(expired.user.id)).toBe(0);
    expect(await left(live.user.id)).toBe(1);
    // The live session still refreshes; the purged ones are refused as before.
    expect((await refresh(live.refresh_token)).statusCode).toBe(200);
    expect((await refresh(revoked.refresh_token)).statusCode).toBe(401);
    expect((await refresh(expired.refresh_token)).statusCode).toBe(401);
  });

  it('removes expired password-reset links only', async () => {
    const user = await createUser(t);
    await t.database.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: `old-${user.id}`, expiresAt: new Date(Date.now() - day) },
      { userId: user.id, tokenHash: `new-${user.id}`, expiresAt: new Date(Date.now() + day) },
    ]);
    await purgeExpired(t.app.ctx);
    const rows = await t.database.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((r) => r.hash)).toEqual([`new-${user.id}`]);
  });

  it('removes read notifications past the retention period and keeps unread and recent ones', async () => {
    const user = await createUser(t);
    const old = new Date(Date.now() - 31 * day);
    const recent = new Date(Date.now() - 29 * day);
    const base = { userId: user.id, type: 'announcement' as const };
    await t.database.db.insert(notifications).values([
      { ...base, message: 'old read', isRead: true, createdAt: old },
      { ...base, message: 'old unread', isRead: false, createdAt: old },
      { ...base, message: 'recent read', isRead: true, createdAt: recent },
    ]);
    const result = await purgeExpired(t.app.ctx);
    expect(result.notifications).toBe(1);
    const rows = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(rows.map((r) => r.message).sort()).toEqual(['old unread', 'recent read']);
  });
});
