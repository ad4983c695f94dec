import { Tabs } from '@mantine/core';
import { adminPagePermissions, can } from '@simmer/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

const tabs = [
  { value: '/homepage-content', label: 'Homepage' },
  { value: '/announcements-management', label: 'Announcement' },
  { value: '/faqs-listing-management', label: 'FAQs' },
  { value: '/carousel-management', label: 'Carousel' },
] as const;

/** The content-management tab bar of spec 002 §2.4: Homepage, Announcement, FAQs, Carousel. */
export function ContentTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { role } = useSession();
  // Sub-pages (a FAQ topic, a carousel row) keep their section's tab selected.
  const active =
    tabs.find((t) => pathname === t.value)?.value ??
    (pathname.startsWith('/faqs-') ? '/faqs-listing-management' : undefined) ??
    (pathname.startsWith('/carousel-') ? '/carousel-management' : null);
  return (
    <Tabs value={active} onChange={(v) => v && navigate(v)} mb="lg">
      <Tabs.List>
        {tabs
          .filter((t) => can(role, adminPagePermissions[t.value]))
          .map((t) => (
            // Narrower padding on phones keeps the four tabs on one line.
            <Tabs.Tab key={t.value} value={t.value} px={{ base: 8, sm: 'md' }}>
              {t.label}
            </Tabs.Tab>
          ))}
      </Tabs.List>
    </Tabs>
  );
}
