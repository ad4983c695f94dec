import type { AdminUserSearch } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.adminUsers;

export const getUsers = (filters: AdminUserSearch, page: number) =>
  call(e.searchUsers, { query: { page }, body: filters });

export const usersQueryOptions = (filters: AdminUserSearch, page: number) =>
  queryOptions({ queryKey: ['admin', 'users', filters, page], queryFn: () => getUsers(filters, page) });

export const useUsers = (filters: AdminUserSearch, page: number) =>
  useQuery({ ...usersQueryOptions(filters, page), placeholderData: keepPreviousData });

/** Downloads the CSV of the chosen members as UserDetails.csv (spec 002 §7 Users). */
export async function exportUsers(which: number[] | { all: true; filters: AdminUserSearch }) {
  const body = Array.isArray(which)
    ? { users_list: which }
    : {
        all: true,
        search_name_email: which.filters.search_name_email,
        plan: which.filters.plan,
        status: which.filters.status,
      };
  const csv = await call(e.exportUsers, { body });
  const url = URL.createObjectURL(csv);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'UserDetails.csv';
  a.click();
  URL.revokeObjectURL(url);
}
