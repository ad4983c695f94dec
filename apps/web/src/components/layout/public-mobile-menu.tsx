import { Box, Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { authModal } from '../../lib/auth-modal';
import { Brand } from './brand';
import { HeaderLink } from './nav-link';
import { publicLinks } from './public-header';

/** The logged-out header's menu on small screens, loaded the first time the burger opens it. */
export function PublicMobileMenu({
  opened,
  onClose,
  search,
}: {
  opened: boolean;
  onClose: () => void;
  search?: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={<Brand to="/home-page-new" />} hiddenFrom="sm" size="xs">
      <Stack component="nav" aria-label="Mobile" gap={4} onClick={onClose}>
        {search && <Box onClick={(e) => e.stopPropagation()}>{search}</Box>}
        {publicLinks.map((l) => (
          <HeaderLink key={l.to} {...l} />
        ))}
        <Button variant="default" mt="md" onClick={() => authModal.open('login')}>
          Log in
        </Button>
        <Button onClick={() => authModal.open('signup')}>Sign up</Button>
      </Stack>
    </Drawer>
  );
}
