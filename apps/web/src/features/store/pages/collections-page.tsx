import { Alert, Button, Container, Drawer, Group, NavLink, Stack, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { msg, type StoreCollection } from '@simmer/contracts';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { local } from '../../../lib/storage';
import { useCollections } from '../api/store-api';
import { CartButton, CartDrawerProvider } from '../components/cart-drawer';
import { ProductGrid } from '../components/product-grid';

/** The chosen collection is kept locally as id, title and handle (spec 001 §2). */
const storedCollection = {
  handle: () => local.get('collectionHandle'),
  save(c: StoreCollection) {
    local.set('collectionId', c.id);
    local.set('collectionTitle', c.title);
    local.set('collectionHandle', c.handle);
  },
};

/** /collections and /shopping-home: tabs per collection, heading, product grid and the cart. */
export default function CollectionsPage() {
  const collections = useCollections();
  const [handle, setHandle] = useState<string | null>(storedCollection.handle);
  const [sidebar, { open, close }] = useDisclosure(false);

  if (collections.isPending) return <PageLoader />;
  if (collections.error)
    return (
      <Container py="xl">
        <Alert color="red">{errorMessage(collections.error)}</Alert>
      </Container>
    );
  const list = collections.data.results;
  const current = list.find((c) => c.handle === handle) ?? list[0];
  const choose = (h: string | null) => {
    const c = list.find((x) => x.handle === h);
    if (!c) return;
    storedCollection.save(c);
    setHandle(c.handle);
    close();
  };

  return (
    <CartDrawerProvider>
      <Container size="xl" py="xl">
        <Group justify="space-between" mb="md" wrap="nowrap">
          <Title order={1}>{msg.storeCollectionsTitle}</Title>
          <CartButton />
        </Group>
        {!current ? (
          <EmptyState message={msg.storeNoProducts} />
        ) : (
          <Stack>
            <Tabs value={current.handle} onChange={choose} visibleFrom="sm">
              <Tabs.List>
                {list.map((c) => (
                  <Tabs.Tab key={c.handle} value={c.handle}>
                    {c.title}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Group justify="space-between" wrap="nowrap">
              <Title order={2}>{current.title}</Title>
              {/* Small screens choose the collection from the category sidebar instead of the tabs. */}
              <Button
                variant="default"
                hiddenFrom="sm"
                leftSection={<IconCategory size={18} />}
                onClick={open}
                aria-expanded={sidebar}
              >
                {msg.storeCategories}
              </Button>
            </Group>
            <ProductGrid key={current.handle} handle={current.handle} />
          </Stack>
        )}
      </Container>
      <Drawer opened={sidebar} onClose={close} title={msg.storeCategories} size="xs">
        <Stack gap={2} component="nav" aria-label={msg.storeCategories}>
          {list.map((c) => (
            <NavLink
              key={c.handle}
              component="button"
              label={c.title}
              active={c.handle === current?.handle}
              onClick={() => choose(c.handle)}
            />
          ))}
        </Stack>
      </Drawer>
    </CartDrawerProvider>
  );
}
