import { endpoints, idempotencyHeader } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import { parseIdempotencyKey, withIdempotency } from '../payments/idempotency.service';
import * as coupons from './coupons.service';
import * as gifts from './gifts.service';

/** Offers (issue 31): coupon codes. Registered by the billing routes. */
export function offersRoutes(ctx: AppContext): ModuleRoutes {
  return serve('payments', endpoints.offers, {
    quoteCoupon: (req) =>
      coupons.quoteCoupon(ctx, requireAuth(req.auth).userId, req.query.code, req.query.plan),
    listCoupons: async (req) => pageAnswer(req, await coupons.listCoupons(ctx, req.query.page)),
    createCoupon: (req) => coupons.createCoupon(ctx, req.body),
    deactivateCoupon: (req) => coupons.deactivateCoupon(ctx, req.params.id),
    giftPrices: () => gifts.giftPrices(ctx),
    buyGift: async (req) => {
      const auth = requireAuth(req.auth);
      // Without a key from the page, one per request: a gift is bought again on purpose.
      const key = parseIdempotencyKey(req.headers[idempotencyHeader], {
        route: 'gift',
        body: req.body,
        state: String(Date.now()),
      });
      return withIdempotency(ctx.db, auth.userId, key, 'gift', req.body, () =>
        gifts.buyGift(ctx, auth, req.body, key),
      );
    },
    myGifts: async (req) => pageAnswer(req, await gifts.myGifts(ctx, requireAuth(req.auth), req.query.page)),
    giftPreview: (req) => gifts.giftPreview(ctx, req.params.token),
    redeemGift: (req) => gifts.redeemGift(ctx, requireAuth(req.auth), req.params.token),
  });
}
