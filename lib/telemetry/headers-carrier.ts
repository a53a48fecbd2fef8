import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';

/** W3C trace context read from Fetch API headers (the API's default getter reads plain objects). */
export const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

export const headersSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};
