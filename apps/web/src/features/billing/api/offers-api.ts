import type { BodyIn, PlanType } from '@simmer/contracts';
import { endpoints, idempotencyHeader } from '@simmer/contracts';
import { call } from '../../../lib/api';

const e = endpoints.offers;

export const offersKeys = { coupons: (page: number) => ['admin', 'coupons', page] as const };

/** The server's order summary of a plan with a coupon code. */
export const quoteCoupon = (code: string, plan: PlanType) => call(e.quoteCoupon, { query: { code, plan } });

export const listCoupons = (page: number) => call(e.listCoupons, { query: { page } });
export const createCoupon = (body: BodyIn<typeof e.createCoupon>) => call(e.createCoupon, { body });
export const deactivateCoupon = (id: number) => call(e.deactivateCoupon, { params: { id } });

export const giftKeys = {
  prices: ['billing', 'gift-prices'] as const,
  mine: (page: number) => ['billing', 'gifts', page] as const,
  preview: (token: string) => ['gift', token] as const,
};
export const getGiftPrices = () => call(e.giftPrices);
export const buyGift = (body: BodyIn<typeof e.buyGift>, key: string) =>
  call(e.buyGift, { body, headers: { [idempotencyHeader]: key } });
export const myGifts = (page: number) => call(e.myGifts, { query: { page } });
export const giftPreview = (token: string) => call(e.giftPreview, { params: { token } });
export const redeemGift = (token: string) => call(e.redeemGift, { params: { token } });
