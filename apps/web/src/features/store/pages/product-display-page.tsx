import {
  Alert,
  Anchor,
  Button,
  Chip,
  Container,
  Group,
  Image,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { fillMessage, msg, paths, productTitle, storeLimits } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/site-config';
import { createCheckout, useAddToCart, useProduct } from '../api/store-api';
import { CartButton, CartDrawerProvider, useOpenCart } from '../components/cart-drawer';
import {
  findVariant,
  initialSelection,
  parseQuantity,
  type Selection,
  selectionOf,
  variantImage,
  variantLabel,
} from '../components/variant';

/** The demo hoodie the spec's product page shows (49.00 dollars, six colours, S to XXL). */
const hoodieHandle = 'simmer-hoodie';

/** /product-display: the hoodie, with Add to cart and Buy Now working (spec 001 §2). */
export default function ProductDisplayPage() {
  return (
    <CartDrawerProvider>
      <ProductPage handle={hoodieHandle} />
    </CartDrawerProvider>
  );
}

/**
 * One product: the chosen variant's picture and price, option chips, stock, Add to cart and
 * Buy Now. On /product/:handle the chosen variant is kept in the address (`?variant=`), so
 * every variant has its own link.
 */
export function ProductPage({ handle, linkVariant = false }: { handle: string; linkVariant?: boolean }) {
  const money = useMoney();
  const product = useProduct(handle);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const openCart = useOpenCart();
  const add = useAddToCart();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [quantity, setQuantity] = useState(1);
  /** Buy Now: a checkout holding only this variant, then straight to it. */
  const buy = useMutation({
    mutationFn: (line: { variant_id: string; quantity: number }) =>
      createCheckout({ line_items: [line], buy_now: true }),
    onSuccess: (res) => {
      if (res.data.provider === 'embedded' && res.data.id) navigate(paths.storeCheckout(res.data.id));
      else if (res.data.web_url) window.location.assign(res.data.web_url);
    },
  });

  if (product.isPending) return <PageLoader />;
  if (product.error)
    return (
      <Container py="xl">
        <Alert color="red">{errorMessage(product.error)}</Alert>
      </Container>
    );
  const p = product.data;
  const chosen = selection ?? (linkVariant ? selectionOf(p, params.get('variant')) : initialSelection(p));
  const variant = findVariant(p, chosen);
  const choose = (next: Selection) => {
    setSelection(next);
    const v = findVariant(p, next);
    if (linkVariant && v) setParams({ variant: v.id }, { replace: true });
  };
  const low = variant?.stock != null && variant.stock > 0 && variant.stock <= 5;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="md">
        <Anchor component={Link} to="/collections">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> {msg.back}
          </Group>
        </Anchor>
        <CartButton />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Image
            src={variantImage(p, chosen)}
            alt={[productTitle(p.title), variant ? variantLabel(variant.title) : '']
              .filter(Boolean)
              .join(', ')}
            radius="md"
            data-testid="product-image"
          />
        </div>
        <div>
          <Stack>
            <Title order={1}>{productTitle(p.title)}</Title>
            <Text size="xl" fw={700} data-testid="product-price">
              {money(variant?.price ?? p.price)}
            </Text>
            <Text>{p.description}</Text>
            {p.options.map((o) => (
              <div key={o.name}>
                <Text fw={600} mb={6} id={`option-${o.name}`}>
                  {o.name}: {chosen[o.name]}
                </Text>
                <Chip.Group
                  multiple={false}
                  value={chosen[o.name] ?? ''}
                  onChange={(value) => choose({ ...chosen, [o.name]: value })}
                >
                  <Group gap="xs" role="radiogroup" aria-labelledby={`option-${o.name}`}>
                    {o.values.map((v) => (
                      <Chip key={v} value={v} type="radio">
                        {v}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </div>
            ))}
            {variant && !variant.available && (
              <Text c="red" fw={600} role="status">
                {msg.storeSoldOut}
              </Text>
            )}
            {low && (
              <Text c="orange.9" size="sm" role="status">
                {fillMessage(msg.storeOnlyLeft, {
                  count: String(variant.stock),
                  title: [productTitle(p.title), variantLabel(variant.title)].filter(Boolean).join(' '),
                })}
              </Text>
            )}
            <NumberInput
              label={msg.storeQuantity}
              min={1}
              max={storeLimits.maxQuantity}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={quantity}
              onChange={(v) => setQuantity(parseQuantity(v))}
              w={120}
            />
            <Group grow>
              <Button
                size="md"
                loading={add.isPending}
                disabled={!variant?.available}
                onClick={() =>
                  variant && add.mutate({ variant_id: variant.id, quantity }, { onSuccess: () => openCart() })
                }
              >
                {msg.storeAddToCartLower}
              </Button>
              <Button
                size="md"
                variant="outline"
                loading={buy.isPending}
                disabled={!variant?.available}
                onClick={() => variant && buy.mutate({ variant_id: variant.id, quantity })}
              >
                {msg.storeBuyNow}
              </Button>
            </Group>
            {(add.error || buy.error) && (
              <Alert color="red" role="alert">
                {errorMessage(add.error ?? buy.error)}
              </Alert>
            )}
          </Stack>
        </div>
      </SimpleGrid>
    </Container>
  );
}
