import type { ChangePassword, Profile, ProfileDetails } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';

export const profileKeys = { profile: ['profile'] as const };

export const getProfile = () => api.get<Profile>('/users/profile/');
export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile, queryFn: getProfile });
export const useProfile = () => useQuery(profileQuery());

/** Saves the names; the stored session follows so the header shows them at once. */
export async function updateProfile(body: ProfileDetails) {
  const res = await api.put<{ msg: string; data: Profile }>('/users/profile/', body);
  sessionStore.updateUser({ first_name: res.data.first_name, last_name: res.data.last_name });
  return res;
}

export async function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profile_image', file);
  const res = await api.put<{ msg: string; data: { profile_image: string } }>('/users/profile/image/', form);
  sessionStore.updateUser({ profile_image: res.data.profile_image });
  return res;
}

export const changePassword = (body: ChangePassword) =>
  api.post<{ msg: string }>('/users/rest-auth/password/change/', body);

/** Premium Plans goes to the plan details with a running monthly or annual plan, else to the plans. */
export function premiumPlansPath(profile: Profile | undefined) {
  const plan = profile?.membership_type;
  const active =
    plan && !plan.membership_expired && ['monthly', 'annual'].includes(plan.membership.membership_type);
  return active ? '/user-plan-details' : '/premium-plans';
}
