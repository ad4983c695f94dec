import type {
  InvoiceList,
  LocalPlan,
  MembershipDetail,
  PaymentResult,
  PlanType,
  PricingPlan,
  ProductType,
} from '@simmer/contracts';
import { idempotencyHeader, localPlans } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { local } from '../../../lib/storage';

export { paymentsConfigQuery, tokenizeCard, usePaymentsConfig } from '../../../components/payment';

export const billingKeys = {
  pricing: ['billing', 'pricing'] as const,
  membership: ['billing', 'membership'] as const,
  config: ['billing', 'config'] as const,
  upgrade: ['billing', 'upgrade-amount'] as const,
};

export const getPricing = () =>
  api.get<{ msg: string; data: PricingPlan[] }>('/payments/membership-pricing/');
export const pricingQuery = () => queryOptions({ queryKey: billingKeys.pricing, queryFn: getPricing });
export const usePricing = (enabled = true) => useQuery({ ...pricingQuery(), enabled });

export const getMembership = () => api.get<MembershipDetail>('/payments/membership/');
export const membershipQuery = () =>
  queryOptions({ queryKey: billingKeys.membership, queryFn: getMembership });
export const useMembership = () => useQuery(membershipQuery());

export const getUpgradeAmount = () =>
  api.get<{ msg: string; data: { amount: number; end_date: string } }>('/payments/upgrade-payment-amount/');
export const upgradeAmountQuery = () =>
  queryOptions({ queryKey: billingKeys.upgrade, queryFn: getUpgradeAmount });
export const useUpgradeAmount = (enabled: boolean) => useQuery({ ...upgradeAmountQuery(), enabled });

const withKey = (key: string) => ({ headers: { [idempotencyHeader]: key } });

export const paySubscription = (
  body: { payment_method_id: string; plan: PlanType; automatic: boolean },
  key: string,
) => api.post<PaymentResult>('/payments/subscription-payment/', body, withKey(key));
export const payProduct = (
  body: { payment_method_id: string; product_type: ProductType; product_id: number },
  key: string,
) => api.post<PaymentResult>('/payments/single-product-payment/', body, withKey(key));
export const payUpgrade = (body: { payment_method_id: string }, key: string) =>
  api.post<PaymentResult>('/payments/upgrade-payment/', body, withKey(key));
export const cancelRenewal = () => api.post<{ msg: string }>('/payments/cancel-subscription/');
export const resumeRenewal = () => api.post<{ msg: string }>('/payments/resume-subscription/');
export const changeCard = (paymentMethodId: string) =>
  api.put<{ msg: string }>('/payments/card/', { payment_method_id: paymentMethodId });

type CardOnFile = { msg: string; data: { card: { brand: string; last4: string } | null } };
export const useCard = () =>
  useQuery({ queryKey: ['billing', 'card'], queryFn: () => api.get<CardOnFile>('/payments/card/') });
export const useInvoices = (page: number) =>
  useQuery({
    queryKey: ['billing', 'invoices', page],
    queryFn: () => api.get<InvoiceList>(`/payments/invoices/?page=${page}`),
  });

/** The plan kept locally (spec 002 §2.2): monthly, annual, per_product, upgrade or free. */
export const storedPlan = {
  get(): LocalPlan {
    const v = local.get('plan');
    return (localPlans as readonly string[]).includes(v ?? '') ? (v as LocalPlan) : 'free';
  },
  set(plan: LocalPlan) {
    local.set('plan', plan);
  },
};

export interface ProductDetail {
  id: number;
  content_type: ProductType;
}

/** The product detail kept locally ({id, content_type}), or the premium item saved before login. */
export const storedProduct = {
  get(): ProductDetail | null {
    try {
      const raw = local.get('productDetail');
      if (raw) {
        const p = JSON.parse(raw) as ProductDetail;
        if (Number.isInteger(Number(p.id)) && (p.content_type === 'video' || p.content_type === 'episode')) {
          return { id: Number(p.id), content_type: p.content_type };
        }
      }
    } catch {
      // A malformed value is ignored.
    }
    const videoId = Number(local.get('videoId'));
    if (videoId > 0) return { id: videoId, content_type: 'video' };
    const episodeId = Number(local.get('episodeId'));
    if (episodeId > 0) return { id: episodeId, content_type: 'episode' };
    return null;
  },
  set(p: ProductDetail) {
    local.set('productDetail', JSON.stringify(p));
  },
};
