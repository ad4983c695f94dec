import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  CouponAnswerSchema,
  CouponListSchema,
  CouponQuoteQuerySchema,
  CouponQuoteSchema,
  CreateCouponSchema,
} from '../offers';

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
} as const;
