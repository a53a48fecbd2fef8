import type { RouterRoute } from 'hono/types';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '@/lib/contract';
import type { EmbeddedEnv } from '@/lib/embedded/context';
import { ServiceFailure } from './service-failure';

/** A registered path split into segments; `null` stands for a parameter (`:chatId`). */
type Template = readonly (string | null)[];

interface PathMethods {
  template: Template;
  /** Specificity: one character per segment, `1` for a fixed segment, `0` for a parameter. */
  rank: string;
  methods: Set<string>;
}

const segmentsOf = (path: string) => path.split('/');

function templateOf(path: string): Template {
  return segmentsOf(path).map((segment) => (segment.startsWith(':') ? null : segment));
}

function matches(template: Template, segments: readonly string[]): boolean {
  if (template.length !== segments.length) return false;
  return template.every((fixed, index) =>
    fixed === null ? segments[index] !== '' : fixed === segments[index],
  );
}

/** The operations' paths and their methods; middleware (method ALL, wildcard paths) is no operation. */
export function pathMethodsOf(routes: readonly RouterRoute[]): PathMethods[] {
  const byPath = new Map<string, PathMethods>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    let entry = byPath.get(route.path);
    if (!entry) {
      const template = templateOf(route.path);
      const rank = template.map((segment) => (segment === null ? '0' : '1')).join('');
      entry = { template, rank, methods: new Set() };
      byPath.set(route.path, entry);
    }
    entry.methods.add(route.method.toUpperCase());
  }
  return [...byPath.values()];
}

/**
 * The methods the path offers, or null when no operation has the path. As OpenAPI matches paths, a
 * fixed segment wins over a parameter: `/appointments/asap/` is that path, never an appointment's id.
 */
export function allowedMethods(pathMethods: readonly PathMethods[], path: string): string[] | null {
  const segments = segmentsOf(path);
  let best: PathMethods | undefined;
  for (const candidate of pathMethods) {
    if (!matches(candidate.template, segments)) continue;
    if (!best || candidate.rank > best.rank) best = candidate;
  }
  if (!best) return null;
  const methods = new Set(best.methods);
  // Hono answers HEAD with the GET operation.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/**
 * 405 with `Allow` for a method the path does not offer (RFC 9110 §15.5.6, ADR 0050); a path no
 * operation has goes on to the 404. Reads the routes on first use, once all are registered.
 */
export function refuseOtherMethods(routes: () => readonly RouterRoute[]) {
  let pathMethods: PathMethods[] | undefined;
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    pathMethods ??= pathMethodsOf(routes());
    const allowed = allowedMethods(pathMethods, c.req.path);
    if (allowed === null || allowed.includes(c.req.method.toUpperCase())) return next();
    const failure = new ServiceFailure(
      ERROR_CODES.methodNotAllowed,
      `${c.req.method} is not allowed at ${c.req.path}; it offers ${allowed.join(', ')}`,
      { allowed },
    );
    return failure.toResponse({ Allow: allowed.join(', ') });
  });
}
