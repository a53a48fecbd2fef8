import 'server-only';
import type { z } from 'zod';

/**
 * The query a route parses from a path's query string: a prefetch reads the path the browser's own query
 * would fetch, so both ask the same thing of the same loader.
 */
export function routeQuery<S extends z.ZodType>(schema: S, path: string): z.output<S> {
  return schema.parse(Object.fromEntries(new URL(path, 'http://route.invalid').searchParams));
}
