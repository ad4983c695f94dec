import { Box, Button, Group, Paper, Text } from '@mantine/core';

const hex = /^#[0-9a-fA-F]{6}$/;

/** A header and a button as they will look with the name and colour being edited. */
export function BrandPreview({ name, color, logo }: { name: string; color: string; logo: string }) {
  const shown = hex.test(color) ? color : '#868e96';
  return (
    <Box>
      <Text size="sm" fw={500} mb={4} id="brand-preview-label">
        Preview
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        aria-labelledby="brand-preview-label"
        data-testid="brand-preview"
        role="img"
        aria-label={`Preview: ${name || 'no name'} in ${shown}`}
      >
        <Group gap={8} wrap="nowrap" pb="md" style={{ borderBottom: `3px solid ${shown}` }}>
          <img src={logo || '/favicon.svg'} alt="" width={32} height={32} />
          <Text fw={800} fz="xl" ff="heading" style={{ color: shown }} data-testid="brand-preview-name">
            {name || ' '}
          </Text>
        </Group>
        <Text size="sm" mt="md">
          Cook along with chef-led video recipes and shows.
        </Text>
        <Button mt="md" style={{ backgroundColor: shown }} tabIndex={-1} aria-hidden>
          Join now
        </Button>
      </Paper>
    </Box>
  );
}
