// No `server-only` marker and no Next imports: the proxy bundle imports it.
/** The path and query of the page being rendered, set by the proxy (server components cannot ask Next). */
export const REQUEST_PATH_HEADER = 'x-request-path';
