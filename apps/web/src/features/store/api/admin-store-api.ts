import type { BodyIn, StoreOrderStatus } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.storeAdmin;

/** The store admin's calls (admin only on the server). */
export const adminStoreKeys = {
  all: ['admin-store'] as const,
  orders: (page: number, status: string) => ['admin-store', 'orders', page, status] as const,
  order: (id: number) => ['admin-store', 'order', id] as const,
  products: (page: number) => ['admin-store', 'products', page] as const,
  product: (id: number) => ['admin-store', 'product', id] as const,
  collections: ['admin-store', 'collections'] as const,
  rates: ['admin-store', 'rates'] as const,
};

export const useAdminOrders = (page: number, status: StoreOrderStatus | '') =>
  useQuery({
    queryKey: adminStoreKeys.orders(page, status),
    queryFn: () => call(e.listOrders, { query: { page, status: status || undefined } }),
  });
export const useAdminOrder = (id: number) =>
  useQuery({
    queryKey: adminStoreKeys.order(id),
    queryFn: () => call(e.getOrder, { params: { id } }),
  });
export const fulfilOrder = (id: number) => call(e.fulfilOrder, { params: { id } });
export const shipOrder = (id: number, tracking: string) =>
  call(e.shipOrder, { params: { id }, body: { tracking_number: tracking } });
export const refundOrder = (id: number) => call(e.refundOrder, { params: { id } });

export const useAdminProducts = (page: number) =>
  useQuery({
    queryKey: adminStoreKeys.products(page),
    queryFn: () => call(e.listProducts, { query: { page } }),
  });
export const useAdminProduct = (id: number) =>
  useQuery({
    queryKey: adminStoreKeys.product(id),
    queryFn: () => call(e.getProduct, { params: { id } }),
    enabled: id > 0,
  });
export const createProduct = (input: BodyIn<typeof e.createProduct>) =>
  call(e.createProduct, { body: input });
export const updateProduct = (id: number, input: BodyIn<typeof e.updateProduct>) =>
  call(e.updateProduct, { params: { id }, body: input });
export const deleteProduct = (id: number) => call(e.deleteProduct, { params: { id } });
export const createVariant = (productId: number, input: BodyIn<typeof e.createVariant>) =>
  call(e.createVariant, { params: { id: productId }, body: input });
export const updateVariant = (id: number, input: BodyIn<typeof e.updateVariant>) =>
  call(e.updateVariant, { params: { id }, body: input });
export const deleteVariant = (id: number) => call(e.deleteVariant, { params: { id } });

export const useAdminCollections = () =>
  useQuery({ queryKey: adminStoreKeys.collections, queryFn: () => call(e.listCollections) });
export const saveCollection = (id: number | null, input: BodyIn<typeof e.createCollection>) =>
  id ? call(e.updateCollection, { params: { id }, body: input }) : call(e.createCollection, { body: input });
export const deleteCollection = (id: number) => call(e.deleteCollection, { params: { id } });

export const useAdminRates = () =>
  useQuery({ queryKey: adminStoreKeys.rates, queryFn: () => call(e.listShippingRates) });
export const saveRate = (id: number | null, input: BodyIn<typeof e.createShippingRate>) =>
  id
    ? call(e.updateShippingRate, { params: { id }, body: input })
    : call(e.createShippingRate, { body: input });
export const deleteRate = (id: number) => call(e.deleteShippingRate, { params: { id } });

/** Product and variant pictures go through the shared image pipeline; the catalogue keeps the url. */
export function uploadStoreImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return call(endpoints.media.uploadImage, { body: form });
}
