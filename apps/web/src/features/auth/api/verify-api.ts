import type { UserDetail } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionStore, useSession } from '../../../lib/session';

export const verifyKeys = { detail: ['auth', 'user-detail'] as const };

export const verifyEmailRequest = (token: string) =>
  api.post<{ msg: string }>('/users/verify-email/', { token });
export const resendVerificationRequest = () => api.post<{ msg: string }>('/users/verify-email/resend/');

/** The signed-in member as the server sees them now; keeps the stored session's verified flag current. */
export function useUserDetail() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: verifyKeys.detail,
    enabled: isLoggedIn,
    queryFn: async () => {
      const detail = await api.get<UserDetail>('/users/user-detail/');
      if (sessionStore.get()?.user.email_verified !== detail.email_verified)
        sessionStore.updateUser({ email_verified: detail.email_verified });
      return detail;
    },
  });
}
