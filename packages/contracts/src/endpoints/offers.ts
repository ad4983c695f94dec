import { z } from 'zod';
import { idempotencyHeader } from '../billing';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  BuyGiftSchema,
  CouponAnswerSchema,
  CouponListSchema,
  CouponQuoteQuerySchema,
  CouponQuoteSchema,
  CreateCouponSchema,
  GiftListSchema,
  GiftPreviewSchema,
  GiftPricesSchema,
  GiftSchema,
} from '../offers';
import { ProfileMembershipSchema } from '../profile';

const idempotent = z.object({ [idempotencyHeader]: z.string().optional() }).loose();
const giftToken = z.object({ token: z.string().min(16).max(100) });

/** Offers (issue 31): coupon codes managed by staff and quoted on the payment page. */
export const offersEndpoints = {
  /** The order summary of a plan with a coupon: every amount is the server's. */
  quoteCoupon: endpoint({
    method: 'GET',
    path: '/payments/coupon-quote/',
    access: 'user',
    query: CouponQuoteQuerySchema,
    response: CouponQuoteSchema,
  }),
  listCoupons: endpoint({
    method: 'GET',
    path: '/admin/coupons/',
    access: 'admin',
    permission: 'offers',
    query: pageQuerySchema,
    response: CouponListSchema,
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/admin/coupons/',
    access: 'admin',
    permission: 'offers',
    body: CreateCouponSchema,
    status: 201,
    response: CouponAnswerSchema,
  }),
  deactivateCoupon: endpoint({
    method: 'POST',
    path: '/admin/coupons/:id/deactivate/',
    access: 'admin',
    permission: 'offers',
    params: z.object({ id: z.coerce.number().int().min(1) }),
    response: CouponAnswerSchema,
  }),
  giftPrices: endpoint({
    method: 'GET',
    path: '/payments/gift-prices/',
    access: 'public',
    response: GiftPricesSchema,
  }),
  /** Pays for a gift; the recipient gets the link by mail. */
  buyGift: endpoint({
    method: 'POST',
    path: '/payments/gifts/',
    access: 'user',
    headers: idempotent,
    body: BuyGiftSchema,
    status: 201,
    response: z.object({ msg: z.string(), data: GiftSchema }),
  }),
  /** The buyer's own gifts, redeemed or not. */
  myGifts: endpoint({
    method: 'GET',
    path: '/payments/gifts/',
    access: 'user',
    query: pageQuerySchema,
    response: GiftListSchema,
  }),
  giftPreview: endpoint({
    method: 'GET',
    path: '/gifts/:token/',
    access: 'public',
    params: giftToken,
    response: GiftPreviewSchema,
  }),
  redeemGift: endpoint({
    method: 'POST',
    path: '/gifts/:token/redeem/',
    access: 'user',
    params: giftToken,
    response: z.object({ msg: z.string(), data: z.object({ membership: ProfileMembershipSchema }) }),
  }),
} as const;
