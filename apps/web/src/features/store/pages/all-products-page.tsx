import { Container, Group, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { CartButton, CartDrawerProvider } from '../components/cart-drawer';
import { ProductGrid } from '../components/product-grid';

/** /all-products: every product of the store, with the cart. */
export default function AllProductsPage() {
  return (
    <CartDrawerProvider>
      <Container size="xl" py="xl">
        <Group justify="space-between" mb="lg">
          <Title order={1}>{msg.storeAllProducts}</Title>
          <CartButton />
        </Group>
        <ProductGrid handle={null} />
      </Container>
    </CartDrawerProvider>
  );
}
