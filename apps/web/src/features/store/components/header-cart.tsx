import { ActionIcon, Indicator } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCart, useCartSync } from '../api/store-api';

/** The member header's cart with the number of items; opens the cart on the collections page. */
export function HeaderCart() {
  const cart = useCart();
  useCartSync();
  const count = cart.data?.item_count ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={6} color="red">
      <ActionIcon
        component={Link}
        to="/collections?cart=open"
        variant="subtle"
        size="lg"
        aria-label={count ? `${msg.storeCart} (${count})` : msg.storeCart}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
