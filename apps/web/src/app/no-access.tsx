import { Button, Container } from '@mantine/core';
import { msg, staffHome } from '@simmer/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { useSession } from '../lib/session';

/** What an admin page shows to staff whose role lacks its permission (its API answers 403 too). */
export function NoAccess() {
  const { role } = useSession();
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconLock size={36} />}
        message={`You do not have access to this page. ${msg.noStaffAccess}`}
        action={
          role ? (
            <Button component={Link} to={staffHome(role)} variant="light">
              Go to your admin home
            </Button>
          ) : null
        }
      />
    </Container>
  );
}
