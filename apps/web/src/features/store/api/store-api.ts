import type {
  AddLineItems,
  Checkout,
  CheckoutAction,
  CheckoutDetails,
  CreateCheckout,
  OrderDetail,
  OrderPage,
  ShippingRate,
  StoreCollection,
  StorePayResult,
  StoreProduct,
  StoreProductPage,
} from '@simmer/contracts';
import { idempotencyHeader } from '@simmer/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';

export const storeKeys = {
  all: ['store'] as const,
  collections: ['store', 'collections'] as const,
  products: (handle: string | null) => ['store', 'products', handle ?? 'all'] as const,
  product: (idOrHandle: string) => ['store', 'product', idOrHandle] as const,
  cart: ['store', 'cart'] as const,
  checkout: (id: number) => ['store', 'checkout', id] as const,
};

export const getCollections = () => api.get<{ results: StoreCollection[] }>('/store/collections/');
export const collectionsQuery = () =>
  queryOptions({ queryKey: storeKeys.collections, queryFn: getCollections, staleTime: 60_000 });
export const useCollections = () => useQuery(collectionsQuery());

/** One page of a collection's products (or of every product when no handle is given). */
export function getProductPage(handle: string | null, after: string | null) {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return api.get<StoreProductPage>(
    handle
      ? `/store/collections/${encodeURIComponent(handle)}/products/${query}`
      : `/store/products/${query}`,
  );
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

export const getProduct = (idOrHandle: string) =>
  api.get<StoreProduct>(`/store/products/${encodeURIComponent(idOrHandle)}/`);
export const useProduct = (idOrHandle: string) =>
  useQuery({ queryKey: storeKeys.product(idOrHandle), queryFn: () => getProduct(idOrHandle) });

export const getCart = () => api.get<Checkout>('/store/checkout/');
export const cartQuery = () => queryOptions({ queryKey: storeKeys.cart, queryFn: getCart });
export const useCart = () => useQuery(cartQuery());

export const getCheckout = (id: number) => api.get<Checkout>(`/store/checkout/${id}/`);
export const useCheckout = (id: number) =>
  useQuery({ queryKey: storeKeys.checkout(id), queryFn: () => getCheckout(id), enabled: id > 0 });

export const createCheckout = (body: CreateCheckout) => api.post<CheckoutAction>('/store/checkout/', body);
export const addLineItems = (id: number, body: AddLineItems) =>
  api.post<CheckoutAction>(`/store/checkout/${id}/line-items/`, body);
export const updateLineItem = (id: number, lineId: string, quantity: number) =>
  api.patch<CheckoutAction>(`/store/checkout/${id}/line-items/`, { line_items: [{ id: lineId, quantity }] });
export const removeLineItem = (id: number, lineId: string) =>
  api.post<CheckoutAction>(`/store/checkout/${id}/line-items/remove/`, { line_item_ids: [lineId] });
export const payCheckout = (id: number, paymentMethodId: string, key: string) =>
  api.post<StorePayResult>(
    `/store/checkout/${id}/pay/`,
    { payment_method_id: paymentMethodId },
    { headers: { [idempotencyHeader]: key } },
  );

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

export const getShippingRates = (country: string) =>
  api.get<{ results: ShippingRate[] }>(`/store/shipping-rates/?country=${encodeURIComponent(country)}`);
export const useShippingRates = (country: string) =>
  useQuery({
    queryKey: ['store', 'shipping-rates', country],
    queryFn: () => getShippingRates(country),
    enabled: country.length === 2,
  });

export const saveCheckoutDetails = (id: number, details: CheckoutDetails) =>
  api.put<CheckoutAction>(`/store/checkout/${id}/details/`, details);

export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: ['store', 'orders', page],
    queryFn: () => api.get<OrderPage>(`/store/orders/?page=${page}`),
  });
export const useMyOrder = (id: number) =>
  useQuery({ queryKey: ['store', 'order', id], queryFn: () => api.get<OrderDetail>(`/store/orders/${id}/`) });
