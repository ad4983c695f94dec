import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  Loader,
  type MantineColorsTuple,
  type PaginationProps,
} from '@mantine/core';

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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The lightest shade from the brand colour on that still reads at 4.5:1 (WCAG AA) as text on the
 * footer's light grey and under white button labels; the brand colour itself when it already does.
 */
export function readableShade(palette: MantineColorsTuple): 6 | 7 | 8 | 9 {
  return ([6, 7, 8] as const).find((i) => contrast(palette[i], '#f8f9fa') >= 4.5) ?? 9;
}

/**
 * Text colours that read at 4.5:1: dimmed text and placeholders one shade darker than Mantine's,
 * and the light variants' text (badges, alerts) darkened against their tinted background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(theme.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        darken(theme.colors[name]![9], 0.3),
      ]),
    ),
  },
  dark: {},
});

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export function buildTheme(primary: string) {
  const brand = paletteFrom(primary);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: readableShade(brand),
    // Filled colours too light for white labels (yellow, lime...) get dark labels.
    autoContrast: true,
    colors: { brand },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      // A spinner is a named status, so screen readers hear "Loading" (a bare span cannot carry a label).
      Loader: Loader.extend({ defaultProps: { role: 'status', 'aria-label': 'Loading' } }),
      // The arrow buttons have no text of their own. A plain object rather than
      // `Pagination.extend`, so the theme does not pull Pagination into every first load.
      Pagination: {
        defaultProps: {
          getControlProps: (control) => ({ 'aria-label': controlLabels[control] }),
        } satisfies Partial<PaginationProps>,
      },
    },
  });
}
