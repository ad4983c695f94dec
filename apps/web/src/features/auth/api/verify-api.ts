import { endpoints } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { sessionStore, useSession } from '../../../lib/session';

const e = endpoints.auth;

export const verifyKeys = { detail: ['auth', 'user-detail'] as const };

export const verifyEmailRequest = (token: string) => call(e.verifyEmail, { body: { token } });
export const resendVerificationRequest = () => call(e.resendVerification);

/** The signed-in member as the server sees them now; keeps the stored session's verified flag current. */
export function useUserDetail() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: verifyKeys.detail,
    enabled: isLoggedIn,
    queryFn: async () => {
      const detail = await call(e.userDetail);
      if (sessionStore.get()?.user.email_verified !== detail.email_verified)
        sessionStore.updateUser({ email_verified: detail.email_verified });
      return detail;
    },
  });
}
