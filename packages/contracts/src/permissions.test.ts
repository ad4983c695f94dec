import { describe, expect, it } from 'vitest';
import { can, isStaff, permissions, rolePermissions } from './permissions';
import { adminMenu, adminPagePermissions, pageRoutes, staffHome } from './routes';

describe('roles and permissions', () => {
  it('gives each role the agreed permissions', () => {
    expect(rolePermissions.owner).toEqual(permissions);
    expect([...rolePermissions.admin].sort()).toEqual(
      permissions.filter((p) => p !== 'staff' && p !== 'audit').sort(),
    );
    expect([...rolePermissions.editor].sort()).toEqual(
      ['dashboard', 'content', 'home', 'faq', 'announcements', 'live', 'newsletters'].sort(),
    );
    expect([...rolePermissions.moderator].sort()).toEqual(['dashboard', 'community', 'reports'].sort());
    expect([...rolePermissions.support].sort()).toEqual(['dashboard', 'members', 'orders', 'plans'].sort());
  });

  it('gives members and visitors nothing', () => {
    for (const p of permissions) {
      expect(can('user', p)).toBe(false);
      expect(can(null, p)).toBe(false);
    }
    expect(isStaff('user')).toBe(false);
    expect(isStaff('moderator')).toBe(true);
  });

  it('names a permission for every admin page, and lands each role on a page it may use', () => {
    const adminPages = Object.entries(pageRoutes)
      .filter(([, g]) => g === 'admin')
      .map(([p]) => p);
    expect(Object.keys(adminPagePermissions).sort()).toEqual(adminPages.sort());
    expect(staffHome('owner')).toBe('/admin-home-page');
    expect(staffHome('editor')).toBe('/upload-content-listing');
    expect(staffHome('moderator')).toBe('/user-reports-review');
    expect(staffHome('support')).toBe('/admin-home-page');
    expect(adminMenu.filter((m) => can('editor', m.permission)).map((m) => m.label)).toEqual([
      'Content',
      'Homepage',
      'Newsletters',
      'Live',
    ]);
  });
});
