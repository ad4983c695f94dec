import { Box, Group, Paper, Text } from '@mantine/core';
import { paletteFrom, readableShade } from '../../../app/theme';

const hex = /^#[0-9a-fA-F]{6}$/;

/** A header and a button as they will look with the name and colour being edited (nothing in it is interactive). */
export function BrandPreview({ name, color, logo }: { name: string; color: string; logo: string }) {
  const palette = paletteFrom(hex.test(color) ? color : '#868e96');
  // The shade the app itself uses for text and under white labels (app/theme.ts).
  const shown = palette[readableShade(palette)];
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        Preview
      </Text>
      <Paper withBorder radius="md" p="md" data-testid="brand-preview">
        <Group gap={8} wrap="nowrap" pb="md" style={{ borderBottom: `3px solid ${shown}` }}>
          <img src={logo || '/favicon.svg'} alt="" width={32} height={32} />
          <Text fw={800} fz="xl" ff="heading" style={{ color: shown }} data-testid="brand-preview-name">
            {name || ' '}
          </Text>
        </Group>
        <Text size="sm" mt="md">
          Cook along with chef-led video recipes and shows.
        </Text>
        <Box
          mt="md"
          px="md"
          py={6}
          fw={600}
          fz="sm"
          display="inline-block"
          style={{ backgroundColor: shown, color: '#fff', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          Join now
        </Box>
      </Paper>
    </Box>
  );
}
