import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROW_SPECS } from '../playwright.config';

describe('the end-to-end specs that run at 360 px', () => {
  it('name spec files that exist, so that a rename cannot drop one from the narrow run unseen', () => {
    expect(NARROW_SPECS.length).toBeGreaterThan(0);
    expect(NARROW_SPECS.filter((spec) => !existsSync(join('e2e', spec)))).toEqual([]);
  });

  it('include the sweep of every page', () => {
    expect(NARROW_SPECS).toContain('narrow-pages.spec.ts');
  });
});
