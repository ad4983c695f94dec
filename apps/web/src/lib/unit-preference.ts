import { endpoints, isStaff, type UnitSystem } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';
import { useSession } from './session';

/**
 * The member's chosen units (metric or US) for recipe pages; null shows quantities as
 * written. Shares the profile's query, so saving the choice on the profile updates pages.
 */
export function useUnitSystem(): UnitSystem | null {
  const { isLoggedIn, role } = useSession();
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: () => call(endpoints.profile.getProfile),
    enabled: isLoggedIn && !isStaff(role),
    staleTime: 60_000,
  });
  return profile.data?.unit_system ?? null;
}
