import type { SessionUser, UserDetail } from '@simmer/contracts';
import type { UserRow } from './auth.repo';

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_image: row.profileImage,
    provider: row.provider,
    membership_expired: row.membershipExpired,
    email_verified: row.emailVerifiedAt !== null,
  };
}

export function toUserDetail(row: UserRow): UserDetail {
  return { ...toSessionUser(row), created: row.createdAt.toISOString() };
}
