import { z } from 'zod';
import { SocialFormSchema } from './home-editor';
import { msg } from './messages';
import { currencies } from './money';
import { urlPattern } from './patterns';

/**
 * The brand's settings an admin edits (issue 30). Each has a first default from the server's
 * environment (BRAND_NAME, BRAND_PRIMARY_COLOR, MAIL_FROM …); a saved value wins over it.
 * Prices live with the plans (`/payments/membership-pricing/`) and social links with the home
 * page's social section: the settings page edits them there, so each has one source.
 */
export const settingKeys = [
  'brand_name',
  'logo_url',
  'favicon_url',
  'primary_color',
  'contact_email',
  'currency',
  'store_tax_rate_bps',
  'ship_from_name',
  'ship_from_line1',
  'ship_from_line2',
  'ship_from_city',
  'ship_from_region',
  'ship_from_postal_code',
  'ship_from_country',
  'mail_from_name',
  'mail_from_email',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/** The effective settings: every key, a saved value or its default. */
export const BrandSettingsSchema = z.object({
  brand_name: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  primary_color: z.string(),
  contact_email: z.string(),
  currency: z.enum(currencies),
  store_tax_rate_bps: z.number().int(),
  ship_from_name: z.string().nullable(),
  ship_from_line1: z.string().nullable(),
  ship_from_line2: z.string().nullable(),
  ship_from_city: z.string().nullable(),
  ship_from_region: z.string().nullable(),
  ship_from_postal_code: z.string().nullable(),
  ship_from_country: z.string().nullable(),
  /** Null: e-mails are sent in the brand's name. */
  mail_from_name: z.string().nullable(),
  mail_from_email: z.string(),
});
export type BrandSettings = z.infer<typeof BrandSettingsSchema>;

/** An empty field of the form clears an optional setting. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());
const address = (max = 120) =>
  orNull(z.string({ error: msg.settingsAddressInvalid }).trim().max(max, msg.settingsAddressInvalid));
const email = z
  .string({ error: msg.settingsEmailInvalid })
  .trim()
  .max(254, msg.settingsEmailInvalid)
  // Any real address (a brand's domain may end in .kitchen), not only the sign-up form's rule.
  .pipe(z.email({ error: msg.settingsEmailInvalid }));
/** A logo or icon: an uploaded image's address (absolute, or on this site) or any https address. */
const imageUrl = orNull(
  z
    .string({ error: msg.settingsUrlInvalid })
    .trim()
    .max(1000, msg.settingsUrlInvalid)
    .refine((v) => urlPattern.test(v) || /^\/[^\s/][^\s]*$/.test(v), msg.settingsUrlInvalid),
);

/** The fields of one save; a key left out keeps its value, a key in `reset` goes back to its default. */
export const UpdateSettingsSchema = z.object({
  brand_name: z
    .string({ error: msg.settingsBrandNameInvalid })
    .trim()
    .min(1, msg.settingsBrandNameInvalid)
    .max(60, msg.settingsBrandNameInvalid)
    .optional(),
  logo_url: imageUrl.optional(),
  favicon_url: imageUrl.optional(),
  primary_color: z
    .string({ error: msg.settingsColourInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, msg.settingsColourInvalid)
    .transform((v) => v.toLowerCase())
    .optional(),
  contact_email: email.optional(),
  currency: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(currencies, { error: msg.settingsCurrencyInvalid }),
    )
    .optional(),
  store_tax_rate_bps: z
    .number({ error: msg.settingsTaxInvalid })
    .int(msg.settingsTaxInvalid)
    .min(0, msg.settingsTaxInvalid)
    .max(10_000, msg.settingsTaxInvalid)
    .optional(),
  ship_from_name: address().optional(),
  ship_from_line1: address().optional(),
  ship_from_line2: address().optional(),
  ship_from_city: address().optional(),
  ship_from_region: address().optional(),
  ship_from_postal_code: address(20).optional(),
  ship_from_country: orNull(
    z
      .string({ error: msg.settingsCountryInvalid })
      .trim()
      .regex(/^[A-Za-z]{2}$/, msg.settingsCountryInvalid)
      .transform((v) => v.toUpperCase()),
  ).optional(),
  mail_from_name: orNull(
    z
      .string({ error: msg.settingsSenderNameInvalid })
      .trim()
      .max(60, msg.settingsSenderNameInvalid)
      // A display name with quotes or angle brackets would break the From header.
      .regex(/^[^"<>\r\n]*$/, msg.settingsSenderNameInvalid),
  ).optional(),
  mail_from_email: email.optional(),
  reset: z.array(z.enum(settingKeys)).max(settingKeys.length).optional(),
});
export type UpdateSettings = z.input<typeof UpdateSettingsSchema>;

/** The admin's read: the effective settings and what each falls back to (the environment's). */
export const AdminSettingsSchema = z.object({
  settings: BrandSettingsSchema,
  defaults: BrandSettingsSchema,
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const UpdateSettingsResultSchema = z.object({ msg: z.string(), data: AdminSettingsSchema });

/** The settings page's social links: the home page's social section, where an empty link is left as it is. */
const keptLink = (link: (typeof SocialFormSchema.shape)[SocialLinkKey]) => z.literal('').or(link);
type SocialLinkKey = 'facebook_link' | 'instagram_link' | 'twitter_link' | 'youtube_link';
export const SocialLinksFormSchema = z.object({
  facebook_link: keptLink(SocialFormSchema.shape.facebook_link),
  instagram_link: keptLink(SocialFormSchema.shape.instagram_link),
  twitter_link: keptLink(SocialFormSchema.shape.twitter_link),
  youtube_link: keptLink(SocialFormSchema.shape.youtube_link),
});
