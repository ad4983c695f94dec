import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { authModal } from '../../lib/auth-modal';
import { Brand } from './brand';
import classes from './header.module.css';
import { HeaderLink } from './nav-link';

export const publicLinks = [
  { to: '/home-page-new', label: 'Home' },
  { to: '/all-recipes', label: 'Recipes', also: ['/recipe', '/recipe-list', '/recipe-read-more'] },
  { to: '/all-videos', label: 'Videos', also: ['/video'] },
  { to: '/all-shows', label: 'Shows', also: ['/view-show', '/watch-show'] },
];

// The drawer (and the focus trap and scroll lock it brings) loads the first time it opens.
const PublicMobileMenu = lazy(() =>
  import('./public-mobile-menu').then((m) => ({ default: m.PublicMobileMenu })),
);

/** Logged-out header: Home, Recipes, Shows, and Log in / Sign up modals (spec 000 §2). */
export function PublicHeader({ search }: { search?: React.ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the menu stays mounted so later openings and closings animate.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="lg" wrap="nowrap">
          <Brand to="/home-page-new" />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            {publicLinks.map((l) => (
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
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} search={search} />
        </Suspense>
      )}
    </Box>
  );
}
