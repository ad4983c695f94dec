import { Container, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          Last updated {updated}
        </Text>
      </Stack>
      <Typography>{children}</Typography>
    </Container>
  );
}
