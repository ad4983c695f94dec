import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconCategory, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';

const tiles = [
  { to: '/all-products', label: msg.storeAllProducts, icon: IconShoppingBag },
  { to: '/shopping-home', label: msg.storeCollectionsTitle, icon: IconCategory },
];

/** /shopping-store: two tiles, All Products and Collections (spec 001 §2). */
export default function ShoppingStorePage() {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {msg.storeTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {tiles.map((t) => (
          <Card
            key={t.to}
            component={Link}
            to={t.to}
            withBorder
            radius="md"
            padding="xl"
            style={{ textAlign: 'center' }}
          >
            <ThemeIcon size={96} radius={96} variant="light" mx="auto" mb="md">
              <t.icon size={48} />
            </ThemeIcon>
            <Text fw={700} size="xl">
              {t.label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
