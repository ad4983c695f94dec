import { type AuditFilters, type BodyIn, endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const s = endpoints.staff;
const a = endpoints.audit;

export const staffKeys = { all: ['admin', 'staff'] as const, audit: ['admin', 'audit'] as const };

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.all, queryFn: () => call(s.list) });
export const useStaff = () => useQuery(staffQueryOptions());

export const inviteStaff = (body: BodyIn<typeof s.invite>) => call(s.invite, { body });
export const cancelInvite = (id: number) => call(s.cancelInvite, { params: { id } });
export const changeRole = (id: number, body: BodyIn<typeof s.changeRole>) =>
  call(s.changeRole, { params: { id }, body });
export const removeStaff = (id: number) => call(s.remove, { params: { id } });
export const transferOwnership = (id: number) => call(s.transferOwnership, { params: { id } });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invite', token],
    queryFn: () => call(s.invitation, { params: { token } }),
    retry: false,
  });
export const acceptInvite = (token: string) => call(s.acceptInvite, { params: { token } });

export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: [...staffKeys.audit, filters, page],
    queryFn: () => call(a.list, { query: { ...filters, page } }),
    placeholderData: keepPreviousData,
  });
export const useAuditFacets = () =>
  useQuery({ queryKey: [...staffKeys.audit, 'facets'], queryFn: () => call(a.facets) });

/** Downloads every entry the filters match as audit-log.csv. */
export async function exportAuditLog(filters: AuditFilters) {
  const csv = await call(a.exportCsv, { query: filters });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-log.csv';
  link.click();
  URL.revokeObjectURL(url);
}
