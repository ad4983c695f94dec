import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** The User Data / Report/Review tab bar of spec 002 §2.4. */
export function UserDataTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname} onChange={(v) => v && navigate(v)} mb="lg">
      <Tabs.List>
        <Tabs.Tab value="/admin-home-page">User Data</Tabs.Tab>
        <Tabs.Tab value="/user-reports-review">Report/Review</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
