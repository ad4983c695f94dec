import {
  Anchor,
  Avatar,
  Button,
  Container,
  Divider,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { msg, paths } from '@simmer/contracts';
import {
  IconBookmark,
  IconChevronRight,
  IconCrown,
  IconFolderHeart,
  IconHelp,
  IconLayoutDashboard,
  IconListCheck,
  IconLock,
  IconLogout,
  IconPackage,
  IconPhoto,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../../components/layout/logout';
import { initialsOf } from '../../../components/layout/user-avatar';
import { useSession } from '../../../lib/session';
import { EmailVerificationStatus } from '../../auth/components/email-verification';
import { premiumPlansPath, useProfile } from '../api/profile-api';
import { UnitPreferenceControl } from '../components/unit-preference';
import { YourData } from '../components/your-data';

export default function UserProfilePage() {
  const { user } = useSession();
  const { data: profile, isPending } = useProfile();
  const logout = useLogout();
  const person = profile ?? user;
  if (!person) return null;

  const staff = person.role !== 'user';
  // Staff have no member pages: their account is their password and two-step sign-in.
  const staffLinks = [
    { to: '/change-password', label: 'Change Password', icon: IconLock },
    { to: '/two-step', label: 'Two-step sign-in', icon: IconShieldLock },
    { to: '/admin-home-page', label: 'Admin', icon: IconLayoutDashboard },
  ];
  const memberLinks = [
    { to: '/user-posts', label: 'My Posts', icon: IconPhoto },
    { to: '/saved-post', label: 'Saved Posts', icon: IconBookmark },
    { to: '/grocery-lists', label: 'My Grocery Lists', icon: IconListCheck },
    { to: paths.storeOrders(), label: msg.storeMyOrders, icon: IconPackage },
    { to: '/saved-content', label: 'Saved Content', icon: IconFolderHeart },
    { to: '/help', label: 'Help', icon: IconHelp },
    { to: premiumPlansPath(profile), label: 'Premium Plans', icon: IconCrown },
  ];
  const links = staff ? staffLinks : memberLinks;

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap={6}>
          <Avatar src={person.profile_image} size={96} radius={96} color="brand" alt="">
            {initialsOf(person)}
          </Avatar>
          <Title order={1} size="h2" ta="center">
            {person.first_name} {person.last_name}
          </Title>
          <Text c="dimmed">{person.email}</Text>
          <EmailVerificationStatus />
          <Anchor component={Link} to="/edit-profile" state={{ user: person }} fw={600}>
            Edit Profile
          </Anchor>
        </Stack>
        <Divider my="lg" />
        {profile && !staff && (
          <>
            <UnitPreferenceControl value={profile.unit_system} />
            <Divider my="lg" />
          </>
        )}
        <nav aria-label="Profile">
          {links.map((l) =>
            isPending && l.label === 'Premium Plans' ? (
              <Skeleton key={l.label} h={40} my={4} />
            ) : (
              <NavLink
                key={l.label}
                component={Link}
                to={l.to}
                label={l.label}
                leftSection={<l.icon size={20} />}
                rightSection={<IconChevronRight size={16} />}
              />
            ),
          )}
        </nav>
        <Button
          mt="lg"
          fullWidth
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} />}
          onClick={() => void logout()}
        >
          Logout
        </Button>
        {profile && (
          <>
            <Divider my="lg" />
            <YourData
              email={profile.email}
              hasPassword={profile.can_change_password}
              provider={profile.provider}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
