import { Button, Container } from '@mantine/core';
import { homeFor, msg } from '@simmer/contracts';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { EmptyState } from './empty-state';

/** Shown on a route whose page has not been built yet: honest, and a way back home. */
export function NotYetAvailable() {
  const { role } = useSession();
  return (
    <Container size="sm">
      <EmptyState
        message={msg.notYetAvailable}
        action={
          <Button component={Link} to={homeFor(role)} variant="light">
            Back to home
          </Button>
        }
      />
    </Container>
  );
}
