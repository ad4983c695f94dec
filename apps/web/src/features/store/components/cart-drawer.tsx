import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Divider,
  Drawer,
  Group,
  Image,
  Indicator,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { msg, paths, productTitle } from '@simmer/contracts';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import { removeLineItem, updateLineItem, useCart, useCartMutation, useCartSync } from '../api/store-api';
import { variantLabel } from './variant';

const CartContext = createContext<{ open: () => void }>({ open: () => {} });

/** Product cards open the cart after adding (spec 001 §2). */
export const useOpenCart = () => useContext(CartContext).open;

/** The store pages' cart: a drawer every page of the store shares, with its open button. */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  useCartSync();
  // The header's cart link arrives with ?cart=open (also when this page is already shown).
  const [params, setParams] = useSearchParams();
  const wantsCart = params.get('cart') === 'open';
  useEffect(() => {
    if (!wantsCart) return;
    open();
    setParams(
      (p) => {
        p.delete('cart');
        return p;
      },
      { replace: true },
    );
  }, [wantsCart, open, setParams]);
  return (
    <CartContext.Provider value={{ open }}>
      {children}
      <Drawer opened={opened} onClose={close} position="right" title={msg.storeCart} size="md">
        <CartPanel />
      </Drawer>
    </CartContext.Provider>
  );
}

/**
 * The cart button with the number of items in it. A member's header already has the cart
 * (it opens this drawer on store pages), so the page shows it only to the other roles.
 */
export function CartButton() {
  const open = useOpenCart();
  const { role } = useSession();
  const cart = useCart();
  const count = cart.data?.item_count ?? 0;
  if (role === 'user') return null;
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <Button
        variant="light"
        leftSection={<IconShoppingCart size={18} />}
        onClick={open}
        aria-label={msg.storeOpenCart}
      >
        {msg.storeCart}
      </Button>
    </Indicator>
  );
}

function Amount({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const money = useMoney();
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} data-testid={`cart-${label.toLowerCase()}`}>
        {money(cents)}
      </Text>
    </Group>
  );
}

/** Line items with minus, plus and remove, then subtotal, taxes, total and Checkout. */
export function CartPanel() {
  const money = useMoney();
  const cart = useCart();
  const id = cart.data?.id ?? 0;
  const update = useCartMutation((v: { lineId: string; quantity: number }) =>
    updateLineItem(id, v.lineId, v.quantity),
  );
  const remove = useCartMutation((lineId: string) => removeLineItem(id, lineId));
  const busy = update.isPending || remove.isPending;
  const error = update.error ?? remove.error;

  if (cart.isPending) return <Loader aria-label="Loading" />;
  if (cart.error) return <Alert color="red">{errorMessage(cart.error)}</Alert>;
  const data = cart.data;
  if (!data || data.line_items.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <IconShoppingCart size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text ta="center" fw={600}>
          {msg.storeCartEmpty}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack aria-busy={busy}>
      {data.line_items.map((line) => (
        <Group key={line.id} wrap="nowrap" align="flex-start" data-testid="cart-line">
          <Image src={line.image} alt="" w={64} h={64} radius="sm" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.product(line.product_handle, line.variant_id)}
              size="sm"
              fw={600}
              c="inherit"
              underline="hover"
            >
              {productTitle(line.title)}
            </Anchor>
            {variantLabel(line.variant_title) && (
              <Text size="xs" c="dimmed">
                {line.variant_title}
              </Text>
            )}
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={`${msg.storeDecrease}: ${line.title}`}
                disabled={busy || line.quantity <= 1}
                onClick={() => update.mutate({ lineId: line.id, quantity: line.quantity - 1 })}
              >
                <IconMinus size={14} />
              </ActionIcon>
              <Text
                size="sm"
                aria-label={msg.storeQuantity}
                data-testid="cart-line-quantity"
                miw={20}
                ta="center"
              >
                {line.quantity}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={`${msg.storeIncrease}: ${line.title}`}
                disabled={busy}
                onClick={() => update.mutate({ lineId: line.id, quantity: line.quantity + 1 })}
              >
                <IconPlus size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                ml="auto"
                aria-label={`${msg.storeRemove}: ${line.title}`}
                disabled={busy}
                onClick={() => remove.mutate(line.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Stack>
          <Text size="sm" fw={600}>
            {money(line.line_total)}
          </Text>
        </Group>
      ))}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Divider />
      <Amount label={msg.storeSubtotal} cents={data.subtotal} />
      <Amount label={msg.storeTaxes} cents={data.taxes} />
      <Amount label={msg.storeTotal} cents={data.total} strong />
      <Button
        size="md"
        disabled={busy || !data.web_url}
        // The hosted checkout opens in a new window (spec 001 §2); the cart refreshes on return.
        onClick={() => data.web_url && window.open(data.web_url, '_blank', 'noopener')}
      >
        {msg.storeCheckout}
      </Button>
    </Stack>
  );
}
