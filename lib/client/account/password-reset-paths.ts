import type { SessionKind } from '@/lib/contract/bff';

/** The pages of a password reset, for patients and for staff: each kind signs in on its own page. */
export function passwordResetPages(kind: SessionKind) {
  return kind === 'patient'
    ? { forgot: '/forgot-password', reset: '/reset-password', signIn: '/sign-in' }
    : { forgot: '/staff/forgot-password', reset: '/staff/reset-password', signIn: '/staff/sign-in' };
}

/** Where a reset sends the person: their sign-in page, which then says the password was changed. */
export const afterResetHref = (kind: SessionKind) => `${passwordResetPages(kind).signIn}?reset=done`;

/** The link's token from the page's fragment (`#token=…`), which no server ever receives. */
export function tokenFromFragment(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : undefined;
}
