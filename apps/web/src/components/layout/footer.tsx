import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import { Brand } from './brand';

/** Footer (spec 000 §2): site links, contact address, social links, copyright, legal links. */
export function Footer() {
  const site = useSiteConfig();
  const { role } = useSession();
  const home = role === 'user' ? '/user-home-page' : '/home-page-new';
  const social = [
    { href: site.social.facebook, label: 'Facebook', icon: IconBrandFacebook },
    { href: site.social.instagram, label: 'Instagram', icon: IconBrandInstagram },
    { href: site.social.twitter, label: 'Twitter', icon: IconBrandX },
    { href: site.social.youtube, label: 'YouTube', icon: IconBrandYoutube },
  ].filter((s) => s.href);
  return (
    <Box
      component="footer"
      bg="gray.0"
      mt="xl"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Brand to={home} />
            <Text size="sm" c="dimmed">
              Chef-led recipes, shows and a community of home cooks.
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            <Anchor component={Link} to={home} c="dark" size="sm">
              Home
            </Anchor>
            <Anchor component={Link} to="/all-recipes" c="dark" size="sm">
              Recipes
            </Anchor>
            <Anchor component={Link} to="/all-videos" c="dark" size="sm">
              Videos
            </Anchor>
            <Anchor component={Link} to="/all-shows" c="dark" size="sm">
              Shows
            </Anchor>
            <Anchor component={Link} to="/shopping-store" c="dark" size="sm">
              Store
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Contact
            </Text>
            <Anchor href={`mailto:${site.contact_email}`} size="sm">
              {site.contact_email}
            </Anchor>
            {social.length > 0 && (
              <Group gap={6}>
                {social.map((s) => (
                  <ActionIcon
                    key={s.label}
                    component="a"
                    href={s.href!}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    aria-label={s.label}
                  >
                    <s.icon size={20} />
                  </ActionIcon>
                ))}
              </Group>
            )}
          </Stack>
        </SimpleGrid>
        <Group
          justify="space-between"
          mt="xl"
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text size="xs" c="dimmed">
            © 2022–{new Date().getFullYear()} {site.brand_name}. All rights reserved.
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms-conditions" size="xs" c="dimmed">
              Terms and Conditions
            </Anchor>
            <Anchor component={Link} to="/data-policy" size="xs" c="dimmed">
              Data Policy
            </Anchor>
            <Anchor component={Link} to="/contact-us" size="xs" c="dimmed">
              Contact
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
