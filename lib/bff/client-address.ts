import 'server-only';

/**
 * The client's address for sign-in throttling. The last X-Forwarded-For entry is the one the nearest
 * proxy added, so a client cannot choose it by sending its own header; without a proxy, the header is
 * the client's word and only the per-account limit holds.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? request.headers.get('x-real-ip')?.trim() ?? 'unknown';
}
