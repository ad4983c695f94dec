import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ten shades from one brand colour, light to dark, as Mantine's palettes are built. */
export function paletteFrom(hex: string): MantineColorsTuple {
  const n = Number.parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mix = (target: number, amount: number) =>
    `#${rgb
      .map((c) => Math.round(c + (target - c) * amount))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
  return [
    mix(255, 0.92),
    mix(255, 0.8),
    mix(255, 0.6),
    mix(255, 0.42),
    mix(255, 0.26),
    mix(255, 0.12),
    hex,
    mix(0, 0.12),
    mix(0, 0.24),
    mix(0, 0.36),
  ];
}

export function buildTheme(primary: string) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: paletteFrom(primary) },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
