import type { BodyIn } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { call } from '../../../lib/api';
import { dayInputValue } from '../../../lib/format';

const e = endpoints.accountData;

/** Downloads a member's data archive (staff with the members permission). */
export async function downloadMemberData(id: number) {
  const blob = await call(e.exportMember, { params: { id } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `member-${id}-data-${dayInputValue(new Date())}.zip`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const deleteMemberAccount = (id: number, body: BodyIn<typeof e.deleteMember>) =>
  call(e.deleteMember, { params: { id }, body });
