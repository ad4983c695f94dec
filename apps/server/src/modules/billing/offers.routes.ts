import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import * as coupons from './coupons.service';

/** Offers (issue 31): coupon codes. Registered by the billing routes. */
export function offersRoutes(ctx: AppContext): ModuleRoutes {
  return serve('payments', endpoints.offers, {
    quoteCoupon: (req) =>
      coupons.quoteCoupon(ctx, requireAuth(req.auth).userId, req.query.code, req.query.plan),
    listCoupons: async (req) => pageAnswer(req, await coupons.listCoupons(ctx, req.query.page)),
    createCoupon: (req) => coupons.createCoupon(ctx, req.body),
    deactivateCoupon: (req) => coupons.deactivateCoupon(ctx, req.params.id),
  });
}
