import { Box, Burger, Button, Container, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { adminMenu, can, staffHome } from '@simmer/contracts';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCurrentRole } from '../../lib/current-role';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import classes from './header.module.css';
import { useLogout } from './logout';
import { HeaderLink, isSectionActive } from './nav-link';

/** The admin menu of spec 002 §2.4 (and staff, audit log), showing what the role may use, with logout. */
export function AdminHeader() {
  const { role } = useSession();
  useCurrentRole();
  const links = adminMenu.filter((l) => can(role, l.permission)).map(({ permission: _, ...l }) => l);
  const home = role ? staffHome(role) : '/admin-home-page';
  const [opened, { toggle, close }] = useDisclosure(false);
  const onLogout = useLogout();
  const location = useLocation();
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="lg" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open admin menu" size="sm" />
          <Brand to={home} />
          <Group gap={2} visibleFrom="md" component="nav" aria-label="Admin">
            {links.map((l) => (
              <HeaderLink key={l.to} {...l} />
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          {/* The staff member's own account: profile, password, two-step sign-in. */}
          <Button
            variant="subtle"
            component={Link}
            to="/user-profile"
            leftSection={<IconUserCircle size={16} />}
          >
            My account
          </Button>
          <Button variant="default" leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Logout
          </Button>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={<Brand to={home} />} size="xs">
        <Stack gap={4}>
          {links.map((l) => (
            <NavLink
              key={l.to}
              component={Link}
              to={l.to}
              label={l.label}
              active={isSectionActive(location.pathname, l.to, l.also)}
              onClick={close}
            />
          ))}
          <NavLink
            component={Link}
            to="/user-profile"
            label="My account"
            leftSection={<IconUserCircle size={18} />}
            onClick={close}
          />
          <NavLink
            component="button"
            label="Logout"
            c="red"
            leftSection={<IconLogout size={18} />}
            onClick={onLogout}
          />
        </Stack>
      </Drawer>
    </Box>
  );
}
