/**
 * The colour tokens of app/globals.css, for checking: a test reads the stylesheet, requires the same
 * values there, and computes the WCAG contrast of every pair the interface puts together. Change a
 * colour in both places; the test says which pair falls below AA.
 */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const COLOR_TOKEN_NAMES = [
  'bg',
  'surface',
  'surface-sunken',
  'text',
  'text-muted',
  'border',
  'border-strong',
  'accent',
  'accent-hover',
  'accent-text',
  'link',
  'focus',
  'danger',
  'danger-hover',
  'danger-text',
  'info-bg',
  'info-text',
  'success-bg',
  'success-text',
  'warning-bg',
  'warning-text',
  'danger-bg',
  'danger-fg',
] as const;
export type ColorTokenName = (typeof COLOR_TOKEN_NAMES)[number];

export const COLOR_TOKENS: Record<ColorScheme, Record<ColorTokenName, string>> = {
  light: {
    bg: '#f5f7fa',
    surface: '#ffffff',
    'surface-sunken': '#eef1f5',
    text: '#17202b',
    'text-muted': '#4d5867',
    border: '#d6dce4',
    'border-strong': '#737e8c',
    accent: '#0b5fad',
    'accent-hover': '#094d8c',
    'accent-text': '#ffffff',
    link: '#0a58a0',
    focus: '#0b5fad',
    danger: '#b3261e',
    'danger-hover': '#8f1e18',
    'danger-text': '#ffffff',
    'info-bg': '#e7f0fa',
    'info-text': '#0b416f',
    'success-bg': '#e5f4ea',
    'success-text': '#17522c',
    'warning-bg': '#fcf1dc',
    'warning-text': '#6b4000',
    'danger-bg': '#fbe9e7',
    'danger-fg': '#8a1c16',
  },
  dark: {
    bg: '#0e1319',
    surface: '#161c23',
    'surface-sunken': '#0a0e13',
    text: '#e5eaf0',
    'text-muted': '#a5afbb',
    border: '#2b3540',
    'border-strong': '#7b8693',
    accent: '#7ab6f2',
    'accent-hover': '#a3ccf7',
    'accent-text': '#0a1624',
    link: '#8ec2f7',
    focus: '#8ec2f7',
    danger: '#f2958d',
    'danger-hover': '#f6b5af',
    'danger-text': '#230b09',
    'info-bg': '#132638',
    'info-text': '#bcdaf8',
    'success-bg': '#13291b',
    'success-text': '#b3e2c2',
    'warning-bg': '#2d2211',
    'warning-text': '#f3d39a',
    'danger-bg': '#34161a',
    'danger-fg': '#f8c0bb',
  },
};

/** Text on a background needs 4.5:1 (AA, normal text); a control's outline or the focus ring 3:1. */
export const CONTRAST_PAIRS: { foreground: ColorTokenName; background: ColorTokenName; minimum: 4.5 | 3 }[] =
  [
    ...(['bg', 'surface', 'surface-sunken'] as const).flatMap((background) => [
      { foreground: 'text' as const, background, minimum: 4.5 as const },
      { foreground: 'text-muted' as const, background, minimum: 4.5 as const },
      { foreground: 'link' as const, background, minimum: 4.5 as const },
      { foreground: 'border-strong' as const, background, minimum: 3 as const },
      { foreground: 'focus' as const, background, minimum: 3 as const },
      // Both are also text: a ghost button's label, a field's error.
      { foreground: 'accent' as const, background, minimum: 4.5 as const },
      { foreground: 'danger' as const, background, minimum: 4.5 as const },
    ]),
    { foreground: 'accent-text', background: 'accent', minimum: 4.5 },
    { foreground: 'accent-text', background: 'accent-hover', minimum: 4.5 },
    { foreground: 'danger-text', background: 'danger', minimum: 4.5 },
    { foreground: 'danger-text', background: 'danger-hover', minimum: 4.5 },
    { foreground: 'info-text', background: 'info-bg', minimum: 4.5 },
    { foreground: 'success-text', background: 'success-bg', minimum: 4.5 },
    { foreground: 'warning-text', background: 'warning-bg', minimum: 4.5 },
    { foreground: 'danger-fg', background: 'danger-bg', minimum: 4.5 },
    { foreground: 'text', background: 'info-bg', minimum: 4.5 },
    { foreground: 'text', background: 'success-bg', minimum: 4.5 },
    { foreground: 'text', background: 'warning-bg', minimum: 4.5 },
    { foreground: 'text', background: 'danger-bg', minimum: 4.5 },
  ];

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
