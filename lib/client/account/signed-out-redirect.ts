import { ApiClientError } from '@/lib/client/api-client-error';
import { signInHref } from './safe-next-path';

interface BrowserLocation {
  pathname: string;
  search: string;
  assign: (url: string) => void;
}

let leaving = false;

/**
 * When a call failed because the session is gone, sends the person to sign in and back to the page they
 * were on; returns whether it did. A full navigation, not a client-side one: it drops every cached answer
 * of the old session. Several queries failing together navigate once.
 */
export function redirectIfSignedOut(
  error: unknown,
  location: BrowserLocation | null = browserLocation(),
): boolean {
  if (!(error instanceof ApiClientError) || !error.isSignedOut || !location) return false;
  if (leaving) return true;
  leaving = true;
  location.assign(signInHref(`${location.pathname}${location.search}`));
  return true;
}

function browserLocation(): BrowserLocation | null {
  return typeof window === 'undefined' ? null : window.location;
}

/** For tests: forget that a redirect already started. */
export function resetSignedOutRedirect(): void {
  leaving = false;
}
