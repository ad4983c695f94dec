import { AspectRatio, Card, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useKeptRecipes } from '../../catalog/api/kept-recipes';

/** The recipes kept offline on this device, in the recipe box (they open without a connection). */
export function KeptOfflineList() {
  // Cache Storage is read in the browser only, after the page has drawn.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(typeof caches !== 'undefined'), []);
  const kept = useKeptRecipes(ready);
  if (!ready) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="kept-offline-heading" data-testid="kept-offline">
      <div>
        <Title order={2} size="h3" id="kept-offline-heading">
          {msg.keptOfflineHeading}
        </Title>
        <Text c="dimmed" size="sm">
          {msg.keptOfflineIntro}
        </Text>
      </div>
      {kept.isLoading ? (
        <Skeleton h={120} radius="md" />
      ) : !kept.data?.length ? (
        <EmptyState message={msg.keptOfflineEmpty} icon={<IconCloudOff size={36} />} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {kept.data.map((r) => (
            <Card key={r.id} component={Link} to={`/recipe/${r.id}`} withBorder radius="md" padding="sm">
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  {r.image ? (
                    <img src={r.image} alt="" style={{ objectFit: 'cover' }} />
                  ) : (
                    <Center bg="var(--mantine-color-gray-1)">
                      <IconCloudCheck size={32} color="var(--mantine-color-gray-5)" />
                    </Center>
                  )}
                </AspectRatio>
              </Card.Section>
              <Text fw={600} mt="xs" lineClamp={2}>
                {r.title}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
