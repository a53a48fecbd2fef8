import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEMES,
  COLOR_TOKEN_NAMES,
  COLOR_TOKENS,
  CONTRAST_PAIRS,
  contrastRatio,
  relativeLuminance,
  type ColorScheme,
} from './design-tokens';

const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');

function declarations(block: string): Map<string, string> {
  return new Map(
    [...block.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

function declaredColors(scheme: ColorScheme): Map<string, string> {
  const pattern =
    scheme === 'light'
      ? /^:root \{([^}]*)\}/m
      : /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/m;
  const block = pattern.exec(css)?.[1];
  if (!block) throw new Error(`No ${scheme} :root block in globals.css`);
  return declarations(block);
}

describe('design tokens', () => {
  it.each(COLOR_SCHEMES)('globals.css declares the %s colours of design-tokens.ts', (scheme) => {
    const declared = declaredColors(scheme);
    for (const name of COLOR_TOKEN_NAMES) {
      expect({ name, value: declared.get(name)?.toLowerCase() }).toEqual({
        name,
        value: COLOR_TOKENS[scheme][name],
      });
    }
  });

  it('respects reduced motion in the stylesheet', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });

  it.each(COLOR_SCHEMES)('every colour pair of the %s scheme meets WCAG AA', (scheme) => {
    const failures = CONTRAST_PAIRS.map(({ foreground, background, minimum }) => ({
      pair: `${foreground} on ${background}`,
      ratio: Number(
        contrastRatio(COLOR_TOKENS[scheme][foreground], COLOR_TOKENS[scheme][background]).toFixed(2),
      ),
      minimum,
    })).filter(({ ratio, minimum }) => ratio < minimum);
    expect(failures).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known smallest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/Not a #rrggbb colour/);
  });
});
