import { describe, expect, it } from 'vitest';
import { registerDetailsHref, registerHref, safeNextPath, signInHref } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/chats')).toBe('/chats');
    expect(safeNextPath('/chats?page=2#top')).toBe('/chats?page=2#top');
    expect(safeNextPath('/chats/abc')).toBe('/chats/abc');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/chats'],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['backslash later', '/chats\\..\\//evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['relative without slash', 'chats'],
    ['tab inside', '/\t/evil.example'],
    ['the sign-in page', '/sign-in?next=/chats'],
    ['the register page', '/register'],
    ['the rest of the register form', '/register/details'],
  ])('falls back to home for %s', (_, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../chats')).toBe('/chats');
    expect(safeNextPath('/..//evil.example')).toBe('/');
  });
});

describe('signInHref and registerHref', () => {
  it('carry the page to come back to, encoded', () => {
    expect(signInHref('/chats?page=2')).toBe('/sign-in?next=%2Fchats%3Fpage%3D2');
    expect(registerHref('/chats')).toBe('/register?next=%2Fchats');
    expect(registerDetailsHref('/chats')).toBe('/register/details?next=%2Fchats');
    expect(registerDetailsHref('/register/confirm')).toBe('/register/details');
  });

  it('leave home and refused paths out', () => {
    expect(signInHref('/')).toBe('/sign-in');
    expect(signInHref('//evil.example')).toBe('/sign-in');
    expect(registerHref(undefined)).toBe('/register');
  });

  it('say why the person is signing in again, and still come back', () => {
    expect(signInHref('/chats/c1', { reason: 'idle' })).toBe('/sign-in?reason=idle&next=%2Fchats%2Fc1');
    expect(signInHref('/', { reason: 'idle' })).toBe('/sign-in?reason=idle');
    expect(signInHref('https://evil.example', { reason: 'idle' })).toBe('/sign-in?reason=idle');
  });
});
