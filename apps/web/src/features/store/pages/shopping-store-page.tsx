import { Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconCategory, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CartButton, CartDrawerProvider } from '../components/cart-drawer';
import { ProductGrid } from '../components/product-grid';

const tiles = [
  { to: '/all-products', label: msg.storeAllProducts, icon: IconShoppingBag },
  { to: '/shopping-home', label: msg.storeCollectionsTitle, icon: IconCategory },
];

/**
 * /shopping-store: the spec's two tiles, All Products and Collections (spec 001 §2), with the
 * products themselves right below them, so a shopper can pick one without an extra click.
 */
export default function ShoppingStorePage() {
  return (
    <CartDrawerProvider>
      <Container size="xl" py="xl">
        <Group justify="space-between" mb="lg">
          <Title order={1}>{msg.storeTitle}</Title>
          <CartButton />
        </Group>
        <SimpleGrid cols={{ base: 2 }} spacing="md" mb="xl">
          {tiles.map((t) => (
            <Card key={t.to} component={Link} to={t.to} withBorder radius="md" padding="md">
              <Group gap="sm" wrap="nowrap" justify="center">
                <ThemeIcon size={44} radius={44} variant="light" aria-hidden>
                  <t.icon size={24} />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {t.label}
                </Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Title order={2} size="h3" mb="md">
          {msg.storeLatest}
        </Title>
        <ProductGrid handle={null} />
      </Container>
    </CartDrawerProvider>
  );
}
