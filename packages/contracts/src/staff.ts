import { z } from 'zod';
import { emailPattern, pageOf, requiredText } from './common';
import { msg } from './messages';
import { accountRoles } from './permissions';

/** The roles an invitation or a role change may give (the owner's is only transferred). */
export const assignableRoles = ['admin', 'editor', 'moderator', 'support'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

const roleField = z.enum(assignableRoles, { error: msg.staffRoleRequired });

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(accountRoles),
  created: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(assignableRoles),
  invited_by: z.string().nullable(),
  created: z.string(),
  expires: z.string(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffOverviewSchema = z.object({
  staff: z.array(StaffMemberSchema),
  invites: z.array(StaffInviteSchema),
});
export type StaffOverview = z.infer<typeof StaffOverviewSchema>;

export const InviteStaffSchema = z.object({
  email: requiredText().max(254, msg.enterValidEmail).regex(emailPattern, msg.enterValidEmail),
  role: roleField,
});
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

export const ChangeRoleSchema = z.object({ role: roleField });
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

export const StaffActionSchema = z.object({ msg: z.string() });

/** What the invitation page shows before the invited person accepts. */
export const InvitationSchema = z.object({
  email: z.string(),
  role: z.enum(assignableRoles),
  expires: z.string(),
  status: z.enum(['open', 'expired', 'used']),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InviteTokenParamsSchema = z.object({ token: z.string().min(10).max(200) });

/** Why each role exists, for the invitation form and the staff page. */
export const roleDescriptions: Readonly<Record<AssignableRole | 'owner', string>> = {
  owner: 'Everything, including staff and the audit log.',
  admin: 'Everything but staff and the audit log.',
  editor: 'Content, home page, carousels, FAQs, announcements and live.',
  moderator: 'Community posts, comments and reports.',
  support: 'Members, orders and refunds, plans and prices.',
};

// --- The audit log ---------------------------------------------------------------------------

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg.auditDateInvalid)]);

export const AuditFiltersSchema = z.object({
  /** Part of the actor's e-mail address. */
  actor: z.string().trim().max(254).default(''),
  action: z.string().trim().max(120).default(''),
  target_type: z.string().trim().max(120).default(''),
  /** First and last day included (UTC), `YYYY-MM-DD`. */
  from: day.default(''),
  to: day.default(''),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditQuerySchema = AuditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const AuditPageSchema = pageOf(AuditEntrySchema);

/** The actions and item types recorded so far, for the filters' choices. */
export const AuditFacetsSchema = z.object({
  actions: z.array(z.string()),
  target_types: z.array(z.string()),
});
