/**
 * Every state-changing request from the browser to the BFF carries this header. A cross-site page cannot
 * add it without a CORS preflight, which the BFF never grants, so its presence proves the request came
 * from this app's own scripts.
 */
export const CSRF_HEADER_NAME = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'consultations-app';
