import type { Role } from './constants';

/**
 * The account roles (docs: the staff model). The staff branch owns this file and adds the
 * permissions; this branch needs only the roles and who counts as staff.
 */
export type AccountRole = Role;
/** Every role but a member's. */
export type StaffRole = Exclude<AccountRole, 'user'>;
export const staffRoles = [
  'owner',
  'admin',
  'editor',
  'moderator',
  'support',
] as const satisfies readonly StaffRole[];

/** A staff member is any account whose role is not `user`. */
export function isStaff(role: AccountRole | null | undefined): role is StaffRole {
  return role != null && role !== 'user';
}
