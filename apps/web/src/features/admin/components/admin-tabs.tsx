import { Tabs } from '@mantine/core';
import { can } from '@simmer/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** The User Data / Report/Review tab bar of spec 002 §2.4. */
export function UserDataTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { role } = useSession();
  return (
    <Tabs value={pathname} onChange={(v) => v && navigate(v)} mb="lg">
      <Tabs.List>
        {can(role, 'members') && <Tabs.Tab value="/admin-home-page">User Data</Tabs.Tab>}
        {can(role, 'reports') && <Tabs.Tab value="/user-reports-review">Report/Review</Tabs.Tab>}
      </Tabs.List>
    </Tabs>
  );
}
