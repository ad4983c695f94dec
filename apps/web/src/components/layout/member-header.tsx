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
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBell,
  IconBookmark,
  IconBooks,
  IconBuildingStore,
  IconCalendarWeek,
  IconChefHat,
  IconDeviceTv,
  IconHome,
  IconListCheck,
  IconLogout,
  IconMessages,
  IconMovie,
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
import { HeaderLink, isSectionActive } from './nav-link';
import { UserAvatar } from './user-avatar';

// Spec 000 §2's menu, plus Videos: without it nothing led to All Videos.
const links = [
  { to: '/user-home-page', label: 'Home' },
  { to: '/all-recipes', label: 'Recipes', also: ['/recipe', '/recipe-list', '/recipe-read-more'] },
  { to: '/all-videos', label: 'Videos', also: ['/video'] },
  { to: '/all-shows', label: 'Shows', also: ['/view-show', '/watch-show'] },
  { to: '/shopping-store', label: 'Store', also: ['/shopping-home', '/all-products', '/product-display'] },
  { to: '/community-timeline', label: 'Community' },
  { to: '/add-post/add-new', label: 'Create Post' },
];

/**
 * The phone menu holds every place the wide header reaches (its links, the bell and the
 * avatar menu), grouped; the spec's sidebar entries (home, store, add post, chat board,
 * notifications, logout) are among them, the chat board under the name it shows: My Posts.
 */
const sidebar = [
  {
    label: 'Browse',
    items: [
      { to: '/user-home-page', label: 'Home', icon: IconHome },
      { to: '/all-recipes', label: 'Recipes', icon: IconChefHat },
      { to: '/all-videos', label: 'Videos', icon: IconMovie },
      { to: '/all-shows', label: 'Shows', icon: IconDeviceTv },
      { to: '/shopping-store', label: 'Store', icon: IconBuildingStore },
    ],
  },
  {
    label: 'Community',
    items: [
      { to: '/community-timeline', label: 'Community', icon: IconUsers },
      { to: '/add-post/add-new', label: 'Create Post', icon: IconPencilPlus },
      { to: '/user-posts', label: 'My Posts', icon: IconMessages },
    ],
  },
  {
    label: 'You',
    items: [
      { to: '/notifications', label: 'Notifications', icon: IconBell },
      { to: '/grocery-lists', label: 'Grocery Lists', icon: IconListCheck },
      { to: '/saved-content', label: 'Saved', icon: IconBookmark },
      { to: '/recipe-box', label: 'Recipe Box', icon: IconBooks },
      { to: '/meal-plan', label: 'Meal Plan', icon: IconCalendarWeek },
      { to: '/user-profile', label: 'My Profile', icon: IconUser },
    ],
  },
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
              <Menu.Item component={Link} to="/grocery-lists" leftSection={<IconListCheck size={16} />}>
                Grocery Lists
              </Menu.Item>
              <Menu.Item component={Link} to="/saved-content" leftSection={<IconBookmark size={16} />}>
                Saved
              </Menu.Item>
              <Menu.Item component={Link} to="/recipe-box" leftSection={<IconBooks size={16} />}>
                Recipe Box
              </Menu.Item>
              <Menu.Item component={Link} to="/meal-plan" leftSection={<IconCalendarWeek size={16} />}>
                Meal Plan
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
          {sidebar.map((group) => (
            <Stack key={group.label} gap={2} mt="xs">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                {group.label}
              </Text>
              {group.items.map((l) => (
                <NavLink
                  key={l.to}
                  component={Link}
                  to={l.to}
                  label={l.label}
                  leftSection={<l.icon size={18} />}
                  active={isSectionActive(location.pathname, l.to)}
                  aria-current={isSectionActive(location.pathname, l.to) ? 'page' : undefined}
                  onClick={close}
                />
              ))}
            </Stack>
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
