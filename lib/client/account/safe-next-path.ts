/** Where to go after signing in when `next` is missing or refused. */
export const DEFAULT_AFTER_SIGN_IN = '/';

const SIGN_IN_PATH = '/sign-in';
const PLACEHOLDER_ORIGIN = 'http://app.invalid';

/**
 * The `next` of a sign-in link, kept only when it is a path on this site: `/chats?page=2` passes;
 * `https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:…` and the sign-in pages
 * themselves fall back to home, so that a crafted link cannot send a person elsewhere after they sign in.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return DEFAULT_AFTER_SIGN_IN;
  // Control characters and backslashes are how browsers get talked into another origin.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  if (url.pathname === SIGN_IN_PATH || url.pathname === '/register' || url.pathname.startsWith('/register/'))
    return DEFAULT_AFTER_SIGN_IN;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into `//host`, which a browser reads as another origin.
  return path.startsWith('//') ? DEFAULT_AFTER_SIGN_IN : path;
}

/** Why sign-in is shown, when the page should say so: `idle`, signed out after a time without activity. */
export type SignInReason = 'idle';

/**
 * The sign-in page, coming back to `path` afterwards (home is the default, so it is left out), and saying
 * why the person is there when `reason` is given.
 */
export function signInHref(
  path: string | null | undefined,
  { reason }: { reason?: SignInReason } = {},
): string {
  const next = safeNextPath(path);
  const query = new URLSearchParams();
  if (reason) query.set('reason', reason);
  if (next !== DEFAULT_AFTER_SIGN_IN) query.set('next', next);
  const search = query.toString();
  return search ? `${SIGN_IN_PATH}?${search}` : SIGN_IN_PATH;
}

/** The register page, keeping the same `next`. */
export function registerHref(path: string | null | undefined): string {
  const next = safeNextPath(path);
  return next === DEFAULT_AFTER_SIGN_IN ? '/register' : `/register?next=${encodeURIComponent(next)}`;
}

/** The rest of the registration form, once the address is confirmed, keeping the same `next`. */
export function registerDetailsHref(path: string | null | undefined): string {
  const next = safeNextPath(path);
  return next === DEFAULT_AFTER_SIGN_IN
    ? '/register/details'
    : `/register/details?next=${encodeURIComponent(next)}`;
}
