import { z } from 'zod';

/**
 * Brand and site settings the web app reads at start: the public part of the brand settings
 * (an admin's saved values over the server's environment) and the site's switches.
 */
export const SiteConfigSchema = z.object({
  brand_name: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  primary_color: z.string(),
  contact_email: z.string(),
  /** ISO 4217, upper case (`USD`): every price on screen is shown in it. */
  currency: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  google_client_id: z.string().nullable(),
  payments_test_mode: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
