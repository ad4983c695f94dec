import type { BodyIn, LocalPlan, ProductType } from '@simmer/contracts';
import { endpoints, idempotencyHeader, localPlans } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { local } from '../../../lib/storage';

export { paymentsConfigQuery, tokenizeCard, usePaymentsConfig } from '../../../components/payment';

const e = endpoints.billing;

export const billingKeys = {
  pricing: ['billing', 'pricing'] as const,
  membership: ['billing', 'membership'] as const,
  config: ['billing', 'config'] as const,
  upgrade: ['billing', 'upgrade-amount'] as const,
};

export const getPricing = () => call(e.getPricing);
export const pricingQuery = () => queryOptions({ queryKey: billingKeys.pricing, queryFn: getPricing });
export const usePricing = (enabled = true) => useQuery({ ...pricingQuery(), enabled });

export const getMembership = () => call(e.membership);
export const membershipQuery = () =>
  queryOptions({ queryKey: billingKeys.membership, queryFn: getMembership });
export const useMembership = () => useQuery(membershipQuery());

export const getUpgradeAmount = () => call(e.upgradeAmount);
export const upgradeAmountQuery = () =>
  queryOptions({ queryKey: billingKeys.upgrade, queryFn: getUpgradeAmount });
export const useUpgradeAmount = (enabled: boolean) => useQuery({ ...upgradeAmountQuery(), enabled });

/** Every payment write carries the attempt's key: a resend with the same key never charges twice. */
const withKey = (key: string) => ({ [idempotencyHeader]: key });

export const paySubscription = (body: BodyIn<typeof e.subscribe>, key: string) =>
  call(e.subscribe, { body, headers: withKey(key) });
export const payProduct = (body: BodyIn<typeof e.buyProduct>, key: string) =>
  call(e.buyProduct, { body, headers: withKey(key) });
export const payUpgrade = (body: BodyIn<typeof e.upgrade>, key: string) =>
  call(e.upgrade, { body, headers: withKey(key) });
export const cancelRenewal = () => call(e.cancelRenewal);
export const resumeRenewal = () => call(e.resumeRenewal);
export const changeCard = (paymentMethodId: string) =>
  call(e.changeCard, { body: { payment_method_id: paymentMethodId } });

export const useCard = () => useQuery({ queryKey: ['billing', 'card'], queryFn: () => call(e.getCard) });
export const useInvoices = (page: number) =>
  useQuery({
    queryKey: ['billing', 'invoices', page],
    queryFn: () => call(e.listInvoices, { query: { page } }),
  });

export const getRevenue = (from: string, to: string) => call(e.revenue, { query: { from, to } });
/** The ledger of the period as a CSV file. */
export const getLedgerCsv = (from: string, to: string) => call(e.ledgerCsv, { query: { from, to } });

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
