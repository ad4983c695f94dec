import { Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { authModal } from '../../lib/auth-modal';
import { Brand } from './brand';
import classes from './header.module.css';
import { HeaderLink } from './nav-link';

const links = [
  { to: '/home-page-new', label: 'Home' },
  { to: '/all-recipes', label: 'Recipes', also: ['/recipe', '/recipe-list', '/recipe-read-more'] },
  { to: '/all-videos', label: 'Videos', also: ['/video'] },
  { to: '/all-shows', label: 'Shows', also: ['/view-show', '/watch-show'] },
];

/** Logged-out header: Home, Recipes, Shows, and Log in / Sign up modals (spec 000 §2). */
export function PublicHeader({ search }: { search?: React.ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="lg" wrap="nowrap">
          <Brand to="/home-page-new" />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            {links.map((l) => (
              <HeaderLink key={l.to} {...l} />
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="md">{search}</Box>
          <Group gap="xs" visibleFrom="sm">
            <Button variant="default" onClick={() => authModal.open('login')}>
              Log in
            </Button>
            <Button onClick={() => authModal.open('signup')}>Sign up</Button>
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Toggle menu" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={<Brand to="/home-page-new" />} hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label="Mobile" gap={4} onClick={close}>
          {search && <Box onClick={(e) => e.stopPropagation()}>{search}</Box>}
          {links.map((l) => (
            <HeaderLink key={l.to} {...l} />
          ))}
          <Button variant="default" mt="md" onClick={() => authModal.open('login')}>
            Log in
          </Button>
          <Button onClick={() => authModal.open('signup')}>Sign up</Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
