import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { countLabel, limits, msg } from '@simmer/contracts';
import { IconBooks, IconLink, IconLock, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { boxKeys, createCollection, useCollections } from '../api/recipe-box-api';
import { CollectionNameModal } from '../components/collection-name-modal';
import { KeptOfflineList } from '../components/kept-offline-list';

/** The member's recipe box: their named collections of saved items. */
export default function RecipeBoxPage() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useCollections(page);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / limits.pageSize));
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {msg.recipeBoxTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {msg.recipeBoxIntro}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {msg.collectionCreate}
          </Button>
        </Group>
        {list.isLoading ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {[1, 2, 3].map((k) => (
              <Skeleton key={k} h={200} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <EmptyState message={msg.collectionsLoadFailed} />
        ) : !list.data?.results.length ? (
          <EmptyState
            message={msg.collectionsEmpty}
            icon={<IconBooks size={36} />}
            action={
              <Button variant="light" component={Link} to="/saved-content">
                {msg.savedContentTitle}
              </Button>
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {list.data.results.map((c) => (
              <Card
                key={c.id}
                component={Link}
                to={`/recipe-box/${c.id}`}
                withBorder
                radius="md"
                padding="sm"
                data-testid="collection-card"
              >
                <Card.Section>
                  <AspectRatio ratio={16 / 9}>
                    {c.cover_image ? (
                      <Image src={c.cover_image} alt="" fit="cover" />
                    ) : (
                      <Center bg="var(--mantine-color-gray-1)">
                        <IconBooks size={40} color="var(--mantine-color-gray-5)" />
                      </Center>
                    )}
                  </AspectRatio>
                </Card.Section>
                <Group justify="space-between" mt="sm" wrap="nowrap">
                  <Text fw={700} lineClamp={1}>
                    {c.name}
                  </Text>
                  {c.share_token ? (
                    <Badge variant="light" leftSection={<IconLink size={12} />}>
                      Shared
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                      Private
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {countLabel(c.item_count, msg.collectionItem)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
        <KeptOfflineList />
      </Stack>
      <CollectionNameModal
        opened={creating}
        title={msg.collectionCreate}
        submitLabel="Create"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const res = await createCollection(name);
          notify({ color: 'green', message: res.msg });
          await client.invalidateQueries({ queryKey: boxKeys.all });
          navigate(`/recipe-box/${res.data.id}`);
        }}
      />
    </Container>
  );
}
