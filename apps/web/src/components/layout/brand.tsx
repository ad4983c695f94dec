import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';

export function Brand({ to }: { to: string }) {
  const site = useSiteConfig();
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${site.brand_name} home`}>
      <Group gap={8} wrap="nowrap">
        <img src={site.logo_url ?? '/favicon.svg'} alt="" width={32} height={32} />
        <Text fw={800} fz="xl" ff="heading" c="brand.7">
          {site.brand_name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
