import type { TextMapGetter } from '@opentelemetry/api';

/** W3C trace context read from Fetch API headers (the API's default getter reads plain objects). */
export const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
