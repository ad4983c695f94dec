import { z } from 'zod';

/** Brand and site settings the web app reads at start (from server configuration). */
export const SiteConfigSchema = z.object({
  brand_name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  contact_email: z.string(),
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
