import { Center, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';

/** Loading spinner, or the page's empty message when the item is missing, unpublished or failed to load. */
export function DetailState({
  loading,
  missing,
  message,
  children,
}: {
  loading: boolean;
  missing: boolean;
  message: string;
  children: () => ReactNode;
}) {
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (missing) {
    return (
      <Container size="md">
        <EmptyState message={message} />
      </Container>
    );
  }
  return <>{children()}</>;
}
