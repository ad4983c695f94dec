import {
  ActionIcon,
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBell,
  IconBuildingStore,
  IconHome,
  IconLogout,
  IconMessages,
  IconPencilPlus,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import classes from './header.module.css';
import { useLogout } from './logout';
import { HeaderLink } from './nav-link';
import { UserAvatar } from './user-avatar';

const links = [
  { to: '/user-home-page', label: 'Home' },
  { to: '/all-recipes', label: 'Recipes' },
  { to: '/all-shows', label: 'Shows' },
  { to: '/shopping-store', label: 'Store' },
  { to: '/community-timeline', label: 'Community' },
  { to: '/add-post/add-new', label: 'Create Post' },
];

const sidebar = [
  { to: '/user-home-page', label: 'Home', icon: IconHome },
  { to: '/shopping-store', label: 'Store', icon: IconBuildingStore },
  { to: '/add-post/add-new', label: 'Add Post', icon: IconPencilPlus },
  { to: '/chatboard', label: 'Chat Board', icon: IconMessages },
  { to: '/community-timeline', label: 'Community', icon: IconUsers },
  { to: '/notifications', label: 'Notifications', icon: IconBell },
];

/** Signed-in member header (spec 000 §2): menu, bell, avatar dropdown, small-screen back button. */
export function MemberHeader({
  search,
  bell,
  cart,
}: {
  search?: ReactNode;
  bell?: ReactNode;
  cart?: ReactNode;
}) {
  const { user } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const onLogout = useLogout();
  const isHome = location.pathname === '/user-home-page';
  if (!user) return null;
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open menu" size="sm" />
          {!isHome && (
            <ActionIcon variant="subtle" hiddenFrom="sm" aria-label="Back" onClick={() => navigate(-1)}>
              <IconArrowLeft size={20} />
            </ActionIcon>
          )}
          <Brand to="/user-home-page" />
          <Group gap={2} visibleFrom="md" component="nav" aria-label="Main">
            {links.map((l) => (
              <HeaderLink key={l.to} {...l} />
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="lg">{search}</Box>
          {cart}
          {bell ?? (
            <ActionIcon
              component={Link}
              to="/notifications"
              variant="subtle"
              size="lg"
              aria-label="Notifications"
            >
              <IconBell size={22} />
            </ActionIcon>
          )}
          <Menu position="bottom-end" withArrow shadow="md">
            <Menu.Target>
              <UnstyledButton aria-label="Account menu">
                <UserAvatar user={user} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                {user.first_name} {user.last_name}
              </Menu.Label>
              <Menu.Item component={Link} to="/user-profile" leftSection={<IconUser size={16} />}>
                My Profile
              </Menu.Item>
              <Menu.Item component={Link} to="/user-posts" leftSection={<IconMessages size={16} />}>
                My Posts
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={<Brand to="/user-home-page" />} size="xs">
        <Stack gap={4} component="nav" aria-label="Sidebar">
          {search}
          {sidebar.map((l) => (
            <NavLink
              key={l.to}
              component={Link}
              to={l.to}
              label={l.label}
              leftSection={<l.icon size={18} />}
              active={location.pathname === l.to}
              onClick={close}
            />
          ))}
          <NavLink
            component="button"
            label="Logout"
            leftSection={<IconLogout size={18} />}
            c="red"
            onClick={() => {
              close();
              void onLogout();
            }}
          />
        </Stack>
      </Drawer>
    </Box>
  );
}
