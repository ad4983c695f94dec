import type { BodyIn, PlanType } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { call } from '../../../lib/api';

const e = endpoints.offers;

export const offersKeys = { coupons: (page: number) => ['admin', 'coupons', page] as const };

/** The server's order summary of a plan with a coupon code. */
export const quoteCoupon = (code: string, plan: PlanType) => call(e.quoteCoupon, { query: { code, plan } });

export const listCoupons = (page: number) => call(e.listCoupons, { query: { page } });
export const createCoupon = (body: BodyIn<typeof e.createCoupon>) => call(e.createCoupon, { body });
export const deactivateCoupon = (id: number) => call(e.deactivateCoupon, { params: { id } });
