import { Avatar } from '@mantine/core';
import type { SessionUser } from '@simmer/contracts';

export function initialsOf(user: Pick<SessionUser, 'first_name' | 'last_name'>) {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

/** The profile picture, or the initials when there is none (spec 000 §2). */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar
      src={user.profile_image}
      alt={`${user.first_name} ${user.last_name}`}
      size={size}
      radius="xl"
      color="brand"
    >
      {initialsOf(user)}
    </Avatar>
  );
}
