import { z } from 'zod';
import { passwordPattern, requiredText } from './common';
import { membershipTypes } from './constants';
import { msg } from './messages';
import { unitSystems } from './quantity';

/** Profile details form: both names required (spec 001 §5, "Please fill all  fields."). */
export const ProfileDetailsSchema = z.object({
  first_name: requiredText(msg.profileFillAll).max(150, msg.profileNameTooLong),
  last_name: requiredText(msg.profileFillAll).max(150, msg.profileNameTooLong),
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

/** Change password: every field required, the password rule, and the confirmation (spec 001 §5). */
export const ChangePasswordSchema = z
  .object({
    old_password: requiredText(msg.passwordFillAll),
    new_password1: requiredText(msg.passwordFillAll).regex(passwordPattern, msg.passwordRule),
    new_password2: requiredText(msg.passwordFillAll),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    path: ['new_password2'],
    error: msg.confirmPasswordMismatch,
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The member's plan as the profile reports it (spec 002 §3, "Profile membership"). */
export const ProfileMembershipSchema = z.object({
  membership: z.object({
    membership_type: z.enum(membershipTypes),
    /** Cents. */
    price: z.number().int().nullable(),
  }),
  end_date: z.string(),
  recurring: z.boolean(),
  membership_expired: z.boolean(),
  /** A free trial (issue 31): when the first charge happens, and its amount in cents. */
  trial_ends_at: z.string().nullable().optional(),
  first_charge: z.number().int().nullable().optional(),
});
export type ProfileMembership = z.infer<typeof ProfileMembershipSchema>;

export const PurchasedItemSchema = z.object({
  product_type: z.enum(['video', 'episode']),
  product_id: z.number().int(),
  created: z.string(),
});

export const ProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  provider: z.string(),
  role: z.string(),
  /** The active monthly or annual plan, or null. */
  membership_type: ProfileMembershipSchema.nullable(),
  purchased_items: z.array(PurchasedItemSchema),
  purchased_in_last_30_days: z.number().int(),
  /** False for accounts that sign in with Google or Facebook (Change Password is hidden). */
  can_change_password: z.boolean(),
  /** Units recipe pages show: metric, US, or null for as written. */
  unit_system: z.enum(unitSystems).nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /users/profile/units/: null shows recipes as written. */
export const UnitPreferenceSchema = z.object({
  unit_system: z.enum(unitSystems, { error: msg.unitsInvalid }).nullable(),
});
export type UnitPreference = z.infer<typeof UnitPreferenceSchema>;
export const UnitPreferenceActionSchema = z.object({ msg: z.string(), data: UnitPreferenceSchema });

export const ProfileActionSchema = z.object({ msg: z.string(), data: ProfileSchema });
export const ProfileImageActionSchema = z.object({
  msg: z.string(),
  data: z.object({ profile_image: z.string() }),
});

/** Providers whose accounts have no password here (spec 001 §6). */
export const externalProviders = ['google', 'facebook'] as const;
export const hasOwnPassword = (provider: string) =>
  !(externalProviders as readonly string[]).includes(provider);
