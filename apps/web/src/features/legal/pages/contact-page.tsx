import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';

export default function ContactPage() {
  const site = useSiteConfig();
  const social = Object.entries(site.social).filter(([, href]) => href) as Array<[string, string]>;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        Contact us
      </Title>
      <Text c="dimmed" mb="xl">
        Questions about a recipe, your membership or your account? We read every message.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Group gap="sm" mb="xs">
            <IconMail />
            <Text fw={600}>E-mail</Text>
          </Group>
          <Anchor href={`mailto:${site.contact_email}`}>{site.contact_email}</Anchor>
          {social.length > 0 && (
            <Group mt="md" gap="md">
              {social.map(([name, href]) => (
                <Anchor key={name} href={href} target="_blank" rel="noopener noreferrer" tt="capitalize">
                  {name}
                </Anchor>
              ))}
            </Group>
          )}
        </Card>
        <Card withBorder padding="lg">
          <Text fw={600} mb="xs">
            Explore
          </Text>
          <Stack gap={4}>
            <Anchor component={Link} to="/home-page-new">
              Home
            </Anchor>
            <Anchor component={Link} to="/all-recipes">
              Recipes
            </Anchor>
            <Anchor component={Link} to="/all-shows">
              Shows
            </Anchor>
            <Anchor component={Link} to="/shopping-store">
              Store
            </Anchor>
          </Stack>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
