import { ActionIcon, Indicator } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCart, useCartSync } from '../api/store-api';

/** Store pages with the cart drawer: the header's cart opens it in place there. */
const drawerPages = ['/collections', '/shopping-home', '/all-products', '/product-display'];

/**
 * The member header's cart with the number of items: opens the cart on the store page shown,
 * elsewhere on the collections page. It is the member's one cart entry point.
 */
export function HeaderCart() {
  const { pathname } = useLocation();
  const cart = useCart();
  useCartSync();
  const count = cart.data?.item_count ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={6} color="red">
      <ActionIcon
        component={Link}
        to={`${drawerPages.includes(pathname) ? pathname : '/collections'}?cart=open`}
        variant="subtle"
        size="lg"
        aria-label={count ? `${msg.storeCart} (${count})` : msg.storeCart}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
