import { z } from 'zod';
import { planTypes } from './billing';
import { pageOf } from './common';
import { msg } from './messages';

export const couponKinds = ['percent', 'amount'] as const;
export const couponDurations = ['once', 'months', 'forever'] as const;

/** A coupon code as members type it: letters, digits, dashes; compared in capitals. */
export const couponCode = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((s) => s.toUpperCase());

export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Percent (1-100) or cents off. */
  value: z.number().int(),
  duration: z.enum(couponDurations),
  duration_months: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redeemed: z.number().int(),
  plan: z.enum(planTypes).nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CreateCouponSchema = z
  .strictObject({
    code: couponCode,
    kind: z.enum(couponKinds),
    value: z.number().int().min(1).max(1_000_000),
    duration: z.enum(couponDurations),
    duration_months: z.number().int().min(1).max(36).nullable().default(null),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
    max_redemptions: z.number().int().min(1).max(1_000_000).nullable().default(null),
    plan: z.enum(planTypes).nullable().default(null),
  })
  .superRefine((v, c) => {
    if (v.kind === 'percent' && v.value > 100) {
      c.addIssue({ code: 'custom', path: ['value'], message: msg.couponPercentRange });
    }
    if (v.duration === 'months' && !v.duration_months) {
      c.addIssue({ code: 'custom', path: ['duration_months'], message: msg.couponMonthsNeeded });
    }
  });
export type CreateCouponInput = z.input<typeof CreateCouponSchema>;

export const CouponListSchema = pageOf(CouponSchema);

export const CouponAnswerSchema = z.object({ msg: z.string(), data: CouponSchema });

/** What the payment page shows in the order summary: every amount computed by the server. */
export const CouponQuoteSchema = z.object({
  msg: z.string(),
  data: z.object({
    code: z.string(),
    plan: z.enum(planTypes),
    /** Cents. */
    price: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    duration: z.enum(couponDurations),
    duration_months: z.number().int().nullable(),
  }),
});
export type CouponQuote = z.infer<typeof CouponQuoteSchema>['data'];

export const CouponQuoteQuerySchema = z.object({ code: couponCode, plan: z.enum(planTypes) });

/** Gift memberships (issue 31): a buyer pays for 1, 3 or 12 months for someone's e-mail. */
export const giftMonths = [1, 3, 12] as const;

export const BuyGiftSchema = z.strictObject({
  payment_method_id: z
    .string({ error: msg.errorProcessingCard })
    .trim()
    .min(1, { error: msg.errorProcessingCard }),
  months: z.union([z.literal(1), z.literal(3), z.literal(12)], { error: msg.giftMonthsInvalid }),
  recipient_email: z.email({ error: msg.giftEmailInvalid }).trim().toLowerCase().max(254),
  message: z.string().trim().max(500, { error: msg.giftMessageTooLong }).optional(),
});
export type BuyGiftInput = z.input<typeof BuyGiftSchema>;

export const GiftSchema = z.object({
  id: z.number().int(),
  months: z.number().int(),
  recipient_email: z.string(),
  message: z.string().nullable(),
  /** Cents paid. */
  amount: z.number().int(),
  status: z.enum(['pending', 'unredeemed', 'redeemed']),
  created: z.string(),
  redeemed_at: z.string().nullable(),
});
export type Gift = z.infer<typeof GiftSchema>;
export const GiftListSchema = pageOf(GiftSchema);

export const GiftPricesSchema = z.object({
  msg: z.string(),
  data: z.array(z.object({ months: z.number().int(), price: z.number().int() })),
});

/** What the recipient's link shows (nothing about the buyer but a first name). */
export const GiftPreviewSchema = z.object({
  msg: z.string(),
  data: z.object({
    months: z.number().int(),
    from: z.string(),
    message: z.string().nullable(),
    redeemed: z.boolean(),
  }),
});
export type GiftPreview = z.infer<typeof GiftPreviewSchema>['data'];
