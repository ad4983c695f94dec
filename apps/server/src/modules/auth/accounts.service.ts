/**
 * What other modules may read and change of an account, through auth: the profile page, the
 * membership flag billing keeps, push devices that died, the nightly purge, and the access
 * token check of the event streams. They import
 * this file, never `auth.repo.ts` (test/module-graph.test.ts); auth's own services use the
 * repository directly.
 */
export {
  findUserById,
  insertAccount,
  invalidateResetTokens,
  purgeRefreshTokens,
  purgeResetTokens,
  retireDeadDevice,
  revokeAllForUser,
  setMembershipExpired,
  setName,
  setPasswordHash,
  setProfileImage,
  setUnitSystem,
} from './auth.repo';
export { hashPassword, verifyPassword } from './passwords';
export { newOpaqueToken, sha256, signAccessToken, verifyAccessToken } from './tokens';
