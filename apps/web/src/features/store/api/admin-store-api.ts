import type {
  Action,
  AdminCollection,
  AdminCollectionInput,
  AdminProduct,
  AdminProductInput,
  AdminProductPage,
  AdminVariantInput,
  OrderDetail,
  OrderPage,
  ShippingRate,
  ShippingRateInput,
  StoredImage,
  StoreOrderStatus,
} from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

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

type ActionOf<T> = { msg: string; data: T };

export const useAdminOrders = (page: number, status: StoreOrderStatus | '') =>
  useQuery({
    queryKey: adminStoreKeys.orders(page, status),
    queryFn: () =>
      api.get<OrderPage>(`/admin/store/orders/?page=${page}${status ? `&status=${status}` : ''}`),
  });
export const useAdminOrder = (id: number) =>
  useQuery({
    queryKey: adminStoreKeys.order(id),
    queryFn: () => api.get<OrderDetail>(`/admin/store/orders/${id}/`),
  });
export const fulfilOrder = (id: number) =>
  api.post<ActionOf<OrderDetail>>(`/admin/store/orders/${id}/fulfil/`);
export const shipOrder = (id: number, tracking: string) =>
  api.post<ActionOf<OrderDetail>>(`/admin/store/orders/${id}/ship/`, { tracking_number: tracking });
export const refundOrder = (id: number) =>
  api.post<ActionOf<OrderDetail>>(`/admin/store/orders/${id}/refund/`);

export const useAdminProducts = (page: number) =>
  useQuery({
    queryKey: adminStoreKeys.products(page),
    queryFn: () => api.get<AdminProductPage>(`/admin/store/products/?page=${page}`),
  });
export const useAdminProduct = (id: number) =>
  useQuery({
    queryKey: adminStoreKeys.product(id),
    queryFn: () => api.get<AdminProduct>(`/admin/store/products/${id}/`),
    enabled: id > 0,
  });
export const createProduct = (input: AdminProductInput) =>
  api.post<ActionOf<AdminProduct>>('/admin/store/products/', input);
export const updateProduct = (id: number, input: AdminProductInput) =>
  api.put<ActionOf<AdminProduct>>(`/admin/store/products/${id}/`, input);
export const deleteProduct = (id: number) => api.delete<Action>(`/admin/store/products/${id}/`);
export const createVariant = (productId: number, input: AdminVariantInput) =>
  api.post<ActionOf<AdminProduct>>(`/admin/store/products/${productId}/variants/`, input);
export const updateVariant = (id: number, input: AdminVariantInput) =>
  api.put<ActionOf<AdminProduct>>(`/admin/store/variants/${id}/`, input);
export const deleteVariant = (id: number) =>
  api.delete<ActionOf<AdminProduct>>(`/admin/store/variants/${id}/`);

export const useAdminCollections = () =>
  useQuery({
    queryKey: adminStoreKeys.collections,
    queryFn: () => api.get<{ results: AdminCollection[] }>('/admin/store/collections/'),
  });
export const saveCollection = (id: number | null, input: AdminCollectionInput) =>
  id
    ? api.put<ActionOf<{ results: AdminCollection[] }>>(`/admin/store/collections/${id}/`, input)
    : api.post<ActionOf<{ results: AdminCollection[] }>>('/admin/store/collections/', input);
export const deleteCollection = (id: number) =>
  api.delete<ActionOf<{ results: AdminCollection[] }>>(`/admin/store/collections/${id}/`);

export const useAdminRates = () =>
  useQuery({
    queryKey: adminStoreKeys.rates,
    queryFn: () => api.get<{ results: ShippingRate[] }>('/admin/store/shipping-rates/'),
  });
export const saveRate = (id: number | null, input: ShippingRateInput) =>
  id
    ? api.put<ActionOf<{ results: ShippingRate[] }>>(`/admin/store/shipping-rates/${id}/`, input)
    : api.post<ActionOf<{ results: ShippingRate[] }>>('/admin/store/shipping-rates/', input);
export const deleteRate = (id: number) =>
  api.delete<ActionOf<{ results: ShippingRate[] }>>(`/admin/store/shipping-rates/${id}/`);

/** Product and variant pictures go through the shared image pipeline; the catalogue keeps the url. */
export function uploadStoreImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.post<StoredImage>('/media/images/', form);
}
