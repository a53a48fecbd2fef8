import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/client/api-client-error';
import { redirectIfSignedOut, resetSignedOutRedirect } from './signed-out-redirect';

const signedOut = () => new ApiClientError({ status: 401, code: 'error.auth.required', message: 'Sign in' });

function fakeLocation(pathname: string, search = '') {
  return { pathname, search, assign: vi.fn<(url: string) => void>() };
}

afterEach(resetSignedOutRedirect);

describe('redirectIfSignedOut', () => {
  it('sends a signed-out person to sign in and back to the page with its query', () => {
    const location = fakeLocation('/chats', '?page=2');
    expect(redirectIfSignedOut(signedOut(), location)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/sign-in?next=%2Fchats%3Fpage%3D2');
  });

  it('navigates once when several calls fail together', () => {
    const location = fakeLocation('/chats');
    redirectIfSignedOut(signedOut(), location);
    redirectIfSignedOut(signedOut(), location);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('leaves every other failure to the page', () => {
    const location = fakeLocation('/chats');
    const forbidden = new ApiClientError({ status: 403, code: 'error.auth.forbidden', message: 'No' });
    const wrongPassword = new ApiClientError({
      status: 401,
      code: 'error.auth.invalid_credentials',
      message: 'Wrong',
    });
    expect(redirectIfSignedOut(forbidden, location)).toBe(false);
    expect(redirectIfSignedOut(wrongPassword, location)).toBe(false);
    expect(redirectIfSignedOut(new Error('boom'), location)).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('does nothing where there is no browser', () => {
    expect(redirectIfSignedOut(signedOut(), null)).toBe(false);
  });
});
