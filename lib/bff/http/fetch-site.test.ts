import { describe, expect, it } from 'vitest';
import { startedByAnotherSite } from './fetch-site';

const started = (value?: string) =>
  startedByAnotherSite(new Headers(value === undefined ? {} : { 'Sec-Fetch-Site': value }));

describe('startedByAnotherSite', () => {
  it("trusts the app's own pages and the person's own navigation (address bar, bookmark, mail program)", () => {
    expect(started('same-origin')).toBe(false);
    expect(started('none')).toBe(false);
    expect(started(' Same-Origin ')).toBe(false);
  });

  it('counts every other site as another site, a sibling subdomain and unknown values included', () => {
    expect(started('cross-site')).toBe(true);
    expect(started('same-site')).toBe(true);
    expect(started('CROSS-SITE')).toBe(true);
    expect(started('')).toBe(true);
    expect(started('someday-site')).toBe(true);
  });

  it('does not judge a request that carries no Fetch Metadata', () => {
    expect(started()).toBe(false);
  });
});
