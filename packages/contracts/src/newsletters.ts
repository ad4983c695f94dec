import { z } from 'zod';
import { pageOf } from './common';

/** Newsletters and mail preferences (issue 31, decision 850). */
export const newsletterSegments = ['everyone', 'free', 'paying', 'plan', 'buyers', 'subscribers'] as const;
export type NewsletterSegment = (typeof newsletterSegments)[number];
export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;

export const segmentLabels: Readonly<Record<NewsletterSegment, string>> = {
  everyone: 'Everyone (members and confirmed subscribers)',
  free: 'Free members',
  paying: 'Paying members',
  plan: 'Members of a plan',
  buyers: 'Buyers of an item',
  subscribers: 'Subscribers from the subscribe block',
};

export const NewsletterInputSchema = z
  .object({
    subject: z.string().trim().min(1, 'Enter a subject.').max(200),
    body_html: z.string().max(200_000).default(''),
    segment: z.enum(newsletterSegments).default('everyone'),
    segment_plan: z.enum(['monthly', 'annual']).nullish(),
    segment_product_type: z.enum(['video', 'episode']).nullish(),
    segment_product_id: z.coerce.number().int().positive().nullish(),
    members_only: z.boolean().default(false),
  })
  .superRefine((v, c) => {
    if (v.segment === 'plan' && !v.segment_plan)
      c.addIssue({ code: 'custom', path: ['segment_plan'], message: 'Choose a plan.' });
    if (v.segment === 'buyers' && (!v.segment_product_type || !v.segment_product_id))
      c.addIssue({ code: 'custom', path: ['segment_product_id'], message: 'Choose the item bought.' });
  });
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

export const NewsletterProgressSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  remaining: z.number().int(),
});
export type NewsletterProgress = z.infer<typeof NewsletterProgressSchema>;

export const NewsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body_html: z.string(),
  segment: z.enum(newsletterSegments),
  segment_plan: z.string().nullable(),
  segment_product_type: z.string().nullable(),
  segment_product_id: z.number().int().nullable(),
  members_only: z.boolean(),
  status: z.enum(newsletterStatuses),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
  progress: NewsletterProgressSchema,
});
export type Newsletter = z.infer<typeof NewsletterSchema>;
export const NewsletterPageSchema = pageOf(NewsletterSchema);

export const NewsletterActionSchema = z.object({ msg: z.string(), data: NewsletterSchema });

export const NewsletterSendSchema = z.object({
  /** When to send; now when left out. */
  scheduled_at: z.iso.datetime({ offset: true }).nullish(),
});

/** A sent newsletter as its public page shows it. */
export const PublicNewsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body_html: z.string(),
  sent_at: z.string().nullable(),
});
export const PublicNewsletterPageSchema = pageOf(PublicNewsletterSchema.omit({ body_html: true }));

/** A card the editor's picker inserts: a recipe, video, show or product. */
export const NewsletterCardSchema = z.object({
  kind: z.enum(['recipe', 'video', 'show', 'product']),
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
});
export const NewsletterCardListSchema = z.object({ results: z.array(NewsletterCardSchema) });
export type NewsletterCard = z.infer<typeof NewsletterCardSchema>;

export const MailTokenSchema = z.object({ token: z.string().min(1).max(2000) });
export const MailPreferencesSchema = z.object({
  newsletters: z.boolean(),
  new_content: z.boolean(),
  community: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;
export const MailPreferencesViewSchema = MailPreferencesSchema.extend({ email: z.string() });
