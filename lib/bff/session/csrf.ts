import 'server-only';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@/lib/client/csrf-header';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** The origin the browser addressed: behind a proxy, the forwarded host and scheme. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host =
    firstValue(request.headers.get('x-forwarded-host')) ??
    firstValue(request.headers.get('host')) ??
    url.host;
  const protocol = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  return `${protocol}://${host}`.toLowerCase();
}

const refuse = (message: string) => new ApiError({ status: 403, code: BFF_ERROR_CODES.csrf, message });

/**
 * Refuses a state-changing request unless the browser says it comes from this origin (Origin, or
 * Sec-Fetch-Site where Origin is absent) and it carries the app's custom header, which a cross-site page
 * cannot add without a preflight. Returns the error rather than throwing it, for the caller to send.
 */
export function checkCsrf(request: Request): ApiError | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin !== null && origin.toLowerCase() !== requestOrigin(request)) {
    return refuse('This request came from another site and was refused.');
  }
  if (fetchSite !== null && fetchSite !== 'same-origin') {
    return refuse('This request came from another site and was refused.');
  }
  if (origin === null && fetchSite === null) {
    return refuse('This request does not say which site it came from and was refused.');
  }
  if (request.headers.get(CSRF_HEADER_NAME) !== CSRF_HEADER_VALUE) {
    return refuse(`This request must be sent by the app (header ${CSRF_HEADER_NAME} is missing).`);
  }
  return undefined;
}
