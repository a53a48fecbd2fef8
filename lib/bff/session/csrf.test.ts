import { describe, expect, it } from 'vitest';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@/lib/client/csrf-header';
import { checkCsrf, requestOrigin } from '@/lib/bff/session/csrf';

const APP = 'https://app.example.test';

function post(headers: Record<string, string>, url = `${APP}/api/auth/login`) {
  return new Request(url, { method: 'POST', headers });
}

const custom = { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };

describe('checkCsrf', () => {
  it.each([
    ['same Origin and the custom header', { Origin: APP, ...custom }],
    ['Sec-Fetch-Site same-origin without Origin', { 'Sec-Fetch-Site': 'same-origin', ...custom }],
    ['both signals agreeing', { Origin: APP, 'Sec-Fetch-Site': 'same-origin', ...custom }],
  ])('accepts %s', (_name, headers) => {
    expect(checkCsrf(post(headers))).toBeUndefined();
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site', { ...custom }, /does not say which site/],
    ['a foreign Origin', { Origin: 'https://evil.example', ...custom }, /another site/],
    ['an Origin on another port', { Origin: `${APP}:8443`, ...custom }, /another site/],
    ['an http Origin for an https app', { Origin: 'http://app.example.test', ...custom }, /another site/],
    ['the null Origin', { Origin: 'null', ...custom }, /another site/],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site', ...custom }, /another site/],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site', ...custom }, /another site/],
    [
      'a same Origin but a cross-site fetch',
      { Origin: APP, 'Sec-Fetch-Site': 'cross-site', ...custom },
      /another site/,
    ],
    ['a missing custom header', { Origin: APP }, /X-Requested-With/],
    ['a wrong custom header', { Origin: APP, [CSRF_HEADER_NAME]: 'XMLHttpRequest' }, /X-Requested-With/],
  ])('refuses %s with 403 error.csrf', (_name, headers, message) => {
    const refused = checkCsrf(post(headers));
    expect(refused?.status).toBe(403);
    expect(refused?.code).toBe('error.csrf');
    expect(refused?.message).toMatch(message);
  });

  it('does not check safe methods', () => {
    expect(
      checkCsrf(new Request(`${APP}/api/auth/me`, { headers: { Origin: 'https://evil.example' } })),
    ).toBeUndefined();
    expect(checkCsrf(new Request(`${APP}/api/auth/me`, { method: 'HEAD' }))).toBeUndefined();
  });

  it('checks every other method', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(checkCsrf(new Request(`${APP}/api/x`, { method, headers: { Origin: APP } }))?.status).toBe(403);
    }
  });

  it('uses the forwarded host and scheme behind a proxy', () => {
    const request = post(
      {
        Origin: 'https://public.example.test',
        'X-Forwarded-Host': 'public.example.test',
        'X-Forwarded-Proto': 'https',
        ...custom,
      },
      'http://127.0.0.1:3000/api/auth/login',
    );
    expect(requestOrigin(request)).toBe('https://public.example.test');
    expect(checkCsrf(request)).toBeUndefined();
  });

  it('takes the host from the Host header when there is no proxy', () => {
    const request = new Request('http://0.0.0.0:3000/api/auth/logout', {
      method: 'POST',
      headers: { Host: 'localhost:3000', Origin: 'http://localhost:3000', ...custom },
    });
    expect(checkCsrf(request)).toBeUndefined();
  });
});
