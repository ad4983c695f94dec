import { msg } from '@simmer/contracts';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CartDrawerProvider } from '../components/cart-drawer';
import { ProductPage } from './product-display-page';

/** /product/:handle?variant=: any product of the store, one link per product and variant. */
export default function ProductRoute() {
  const { handle } = useParams();
  if (!handle) return <EmptyState message={msg.storeProductNotFound} />;
  return (
    <CartDrawerProvider>
      <ProductPage key={handle} handle={handle} linkVariant />
    </CartDrawerProvider>
  );
}
