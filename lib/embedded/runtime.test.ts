import { describe, expect, it } from 'vitest';
import { embeddedPublicBaseUrl } from './runtime';

describe('embeddedPublicBaseUrl', () => {
  it('points at the in-app mount of the app', () => {
    expect(embeddedPublicBaseUrl({})).toBe('http://localhost:3000/embedded/api/v1');
    expect(embeddedPublicBaseUrl({ PORT: '3210' })).toBe('http://localhost:3210/embedded/api/v1');
    expect(embeddedPublicBaseUrl({ APP_URL: 'https://care.example/', PORT: '3210' })).toBe(
      'https://care.example/embedded/api/v1',
    );
  });
});
