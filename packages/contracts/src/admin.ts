import { z } from 'zod';
import { pageOf } from './common';

export const adminPlanFilters = ['monthly', 'annual', 'per_product', 'free'] as const;
export const subscriptionStatuses = ['active', 'inactive'] as const;
export const userOrderings = ['-created', 'created', 'email', 'first_name', 'last_name'] as const;

/** Search and filters of the User Information list (spec 002 §2.11, §7 Users). */
export const AdminUserSearchSchema = z.object({
  search_name_email: z.string().trim().max(200).optional().default(''),
  plan: z.enum(adminPlanFilters).or(z.literal('')).optional().default(''),
  status: z.enum(subscriptionStatuses).or(z.literal('')).optional().default(''),
  ordering: z.enum(userOrderings).optional().default('-created'),
});
export type AdminUserSearch = z.infer<typeof AdminUserSearchSchema>;

export const AdminUserRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created: z.string(),
  plan: z.string(),
  subscription: z.enum(subscriptionStatuses),
  provider: z.string(),
  app_info: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserPageSchema = pageOf(AdminUserRowSchema);

/**
 * CSV export: the chosen members (`users_list`, spec 002 §7), or with `all` every member the
 * search and filters match (the "Export all" of the list).
 */
export const AdminUserExportSchema = z.object({
  users_list: z.array(z.number().int().positive()).max(10_000).optional().default([]),
  all: z.boolean().optional().default(false),
  search_name_email: AdminUserSearchSchema.shape.search_name_email,
  plan: AdminUserSearchSchema.shape.plan,
  status: AdminUserSearchSchema.shape.status,
});
