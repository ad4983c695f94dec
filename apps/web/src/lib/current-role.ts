import { accountRoles, endpoints } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './api';
import { sessionStore, useSession } from './session';

/**
 * Keeps the stored role in step with the account's (the owner may change it at any time): read
 * again when the admin opens, and when the window gets focus again. The server checks the stored
 * role on every admin call anyway; this only keeps the menu and the pages honest.
 */
export function useCurrentRole() {
  const { role } = useSession();
  const { data } = useQuery({
    queryKey: ['profile'],
    queryFn: () => call(endpoints.profile.getProfile),
    enabled: role !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
  const stored = data?.role;
  useEffect(() => {
    const known = accountRoles.find((r) => r === stored);
    if (known && role && known !== role) sessionStore.updateUser({ role: known });
  }, [stored, role]);
}
