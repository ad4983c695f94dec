import type { BodyIn, CheckoutAction } from '@simmer/contracts';
import { endpoints, idempotencyHeader } from '@simmer/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api';

const e = endpoints.store;

export const storeKeys = {
  all: ['store'] as const,
  collections: ['store', 'collections'] as const,
  products: (handle: string | null) => ['store', 'products', handle ?? 'all'] as const,
  product: (idOrHandle: string) => ['store', 'product', idOrHandle] as const,
  cart: ['store', 'cart'] as const,
  checkout: (id: number) => ['store', 'checkout', id] as const,
};

export const getCollections = () => call(e.listCollections);
export const collectionsQuery = () =>
  queryOptions({ queryKey: storeKeys.collections, queryFn: getCollections, staleTime: 60_000 });
export const useCollections = () => useQuery(collectionsQuery());

/** One page of a collection's products (or of every product when no handle is given). */
export function getProductPage(handle: string | null, after: string | null) {
  const query = after ? { after } : undefined;
  return handle ? call(e.collectionProducts, { params: { handle }, query }) : call(e.listProducts, { query });
}
export const productPagesQuery = (handle: string | null) =>
  infiniteQueryOptions({
    queryKey: storeKeys.products(handle),
    queryFn: ({ pageParam }) => getProductPage(handle, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.page_info.has_next_page ? last.page_info.end_cursor : undefined),
    staleTime: 60_000,
  });
export const useProductPages = (handle: string | null, enabled = true) =>
  useInfiniteQuery({ ...productPagesQuery(handle), enabled });

export const getProduct = (idOrHandle: string) => call(e.getProduct, { params: { id: idOrHandle } });
export const useProduct = (idOrHandle: string) =>
  useQuery({ queryKey: storeKeys.product(idOrHandle), queryFn: () => getProduct(idOrHandle) });

export const getCart = () => call(e.currentCart);
export const cartQuery = () => queryOptions({ queryKey: storeKeys.cart, queryFn: getCart });
export const useCart = () => useQuery(cartQuery());

export const getCheckout = (id: number) => call(e.getCheckout, { params: { id } });
export const useCheckout = (id: number) =>
  useQuery({ queryKey: storeKeys.checkout(id), queryFn: () => getCheckout(id), enabled: id > 0 });

export const createCheckout = (body: BodyIn<typeof e.createCheckout>) => call(e.createCheckout, { body });
export const addLineItems = (id: number, body: BodyIn<typeof e.addLineItems>) =>
  call(e.addLineItems, { params: { id }, body });
export const updateLineItem = (id: number, lineId: string, quantity: number) =>
  call(e.updateLineItems, { params: { id }, body: { line_items: [{ id: lineId, quantity }] } });
export const removeLineItem = (id: number, lineId: string) =>
  call(e.removeLineItems, { params: { id }, body: { line_item_ids: [lineId] } });
export const payCheckout = (id: number, paymentMethodId: string, key: string) =>
  call(e.pay, {
    params: { id },
    body: { payment_method_id: paymentMethodId },
    headers: { [idempotencyHeader]: key },
  });

/** Cart writes answer the whole cart, which becomes the cached cart at once. */
export function useCartMutation<T>(write: (input: T) => Promise<CheckoutAction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (res) => {
      if (res.data.kind === 'cart') queryClient.setQueryData(storeKeys.cart, res.data);
    },
  });
}

/** Add to Cart: fills the member's cart (created on the first addition). */
export const useAddToCart = () =>
  useCartMutation((line: { variant_id: string; quantity: number }) => createCheckout({ line_items: [line] }));

const cartChannel = 'simmer.store.cart';

/** Tells the member's other windows (the store that opened the checkout) the cart changed. */
export function announceCartChanged() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(cartChannel);
  channel.postMessage('changed');
  channel.close();
}

/** Reloads the cart when another window paid or changed it. */
export function useCartSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(cartChannel);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: storeKeys.cart });
    return () => channel.close();
  }, [queryClient]);
}

// ---- delivery details and orders ----

export const getShippingRates = (country: string) => call(e.shippingRates, { query: { country } });
export const useShippingRates = (country: string) =>
  useQuery({
    queryKey: ['store', 'shipping-rates', country],
    queryFn: () => getShippingRates(country),
    enabled: country.length === 2,
  });

export const saveCheckoutDetails = (id: number, details: BodyIn<typeof e.saveDetails>) =>
  call(e.saveDetails, { params: { id }, body: details });

export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: ['store', 'orders', page],
    queryFn: () => call(e.listOrders, { query: { page } }),
  });
export const useMyOrder = (id: number) =>
  useQuery({ queryKey: ['store', 'order', id], queryFn: () => call(e.getOrder, { params: { id } }) });
