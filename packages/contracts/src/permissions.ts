/**
 * Staff roles and what each may do. The server checks the permission an admin entry of the
 * endpoint table names; the web app hides what a role cannot use. (`'admin'` is the
 * administrator role: accounts made before roles existed keep it.)
 */
export const accountRoles = ['user', 'owner', 'admin', 'editor', 'moderator', 'support'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Every role but a member's: an account with one of these is staff. */
export const staffRoles = ['owner', 'admin', 'editor', 'moderator', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  'dashboard',
  'content',
  'home',
  'faq',
  'announcements',
  'newsletters',
  'live',
  'community',
  'reports',
  'members',
  'orders',
  'plans',
  'offers',
  'settings',
  'staff',
  'audit',
  'analytics',
] as const;
export type Permission = (typeof permissions)[number];

const allBut = (...left: Permission[]) => permissions.filter((p) => !left.includes(p));

export const rolePermissions: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: permissions,
  admin: allBut('staff', 'audit'),
  editor: ['dashboard', 'content', 'home', 'faq', 'announcements', 'newsletters', 'live'],
  moderator: ['dashboard', 'community', 'reports'],
  support: ['dashboard', 'members', 'orders', 'plans'],
};

/** The names staff see for each role. */
export const roleLabels: Readonly<Record<AccountRole, string>> = {
  user: 'Member',
  owner: 'Owner',
  admin: 'Administrator',
  editor: 'Editor',
  moderator: 'Moderator',
  support: 'Support',
};

export function isStaff(role: AccountRole | null | undefined): role is StaffRole {
  return !!role && role !== 'user';
}

/** Whether an account of this role may do what the permission covers (members and visitors: never). */
export function can(role: AccountRole | null | undefined, permission: Permission): boolean {
  return isStaff(role) && rolePermissions[role].includes(permission);
}
