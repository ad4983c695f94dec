import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { msg, paths, productTitle, type StoreProduct, storeLimits } from '@simmer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/site-config';
import { useAddToCart } from '../api/store-api';
import { useOpenCart } from './cart-drawer';
import { findVariant, initialSelection, parseQuantity, type Selection, variantImage } from './variant';

/** Product card (spec 001 §2): option selects, quantity (minimum 1), Add to Cart opening the cart. */
export function ProductCard({ product }: { product: StoreProduct }) {
  const money = useMoney();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState<number>(1);
  const add = useAddToCart();
  const openCart = useOpenCart();
  const variant = findVariant(product, selection);
  const title = productTitle(product.title);
  const href = paths.product(product.handle, variant?.id);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={title}
      data-testid="product-card"
    >
      <Card.Section>
        {/* The picture follows the chosen colour; it and the title open the product page. */}
        <Link to={href} tabIndex={-1} aria-hidden>
          <Image src={variantImage(product, selection)} alt="" h={220} fit="contain" bg="orange.0" />
        </Link>
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Title order={3} size="h5" title={product.title}>
          <Anchor component={Link} to={href} c="inherit" underline="hover" data-testid="product-link">
            {title}
          </Anchor>
        </Title>
        <Text fw={700}>{money(variant?.price ?? product.price)}</Text>
        {product.options.map((o) => (
          <NativeSelect
            key={o.name}
            label={o.name}
            data={o.values}
            value={selection[o.name] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSelection((s) => ({ ...s, [o.name]: value }));
            }}
          />
        ))}
        {/* Pushed to the card's foot so Add to Cart lines up across a row of cards. */}
        <Group align="flex-end" wrap="nowrap" mt="auto">
          <NumberInput
            label={msg.storeQuantity}
            min={1}
            max={storeLimits.maxQuantity}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantity}
            onChange={(v) => setQuantity(parseQuantity(v))}
            w={96}
          />
          <Button
            style={{ flex: 1 }}
            loading={add.isPending}
            disabled={!variant?.available}
            onClick={() =>
              variant && add.mutate({ variant_id: variant.id, quantity }, { onSuccess: () => openCart() })
            }
          >
            {msg.storeAddToCart}
          </Button>
        </Group>
        {!variant?.available && (
          <Text size="sm" c="dimmed">
            {variant ? msg.storeSoldOut : msg.storeVariantNotFound}
          </Text>
        )}
        {add.error && (
          <Alert color="red" role="alert" p="xs">
            {errorMessage(add.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
