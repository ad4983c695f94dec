import type { BodyIn, Profile } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';

const e = endpoints.profile;

export const profileKeys = { profile: ['profile'] as const };

export const getProfile = () => call(e.getProfile);
export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile, queryFn: getProfile });
export const useProfile = () => useQuery(profileQuery());

/** Saves the names; the stored session follows so the header shows them at once. */
export async function updateProfile(body: BodyIn<typeof e.updateProfile>) {
  const res = await call(e.updateProfile, { body });
  sessionStore.updateUser({ first_name: res.data.first_name, last_name: res.data.last_name });
  return res;
}

export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profile_image', file);
  const res = await call(e.uploadImage, { body: form });
  sessionStore.updateUser({ profile_image: res.data.profile_image });
  return res;
}

export const setUnitSystem = (body: BodyIn<typeof e.setUnits>) => call(e.setUnits, { body });

export const changePassword = (body: BodyIn<typeof e.changePassword>) => call(e.changePassword, { body });

/** Premium Plans goes to the plan details with a running monthly or annual plan, else to the plans. */
export function premiumPlansPath(profile: Profile | undefined) {
  const plan = profile?.membership_type;
  const active =
    plan && !plan.membership_expired && ['monthly', 'annual'].includes(plan.membership.membership_type);
  return active ? '/user-plan-details' : '/premium-plans';
}
