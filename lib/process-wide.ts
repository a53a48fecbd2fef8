/**
 * One value per process, under `name`. Next.js bundles a server module more than once (route handlers,
 * pages, instrumentation), each copy with its own module scope, so state the whole process must share (a
 * logger, a cache that a change forgets, a count of open streams) lives on `globalThis` under a
 * `Symbol.for` key that every copy finds. `create` runs on the first call only.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const scope = globalThis as { [key: symbol]: unknown };
  if (!(key in scope)) scope[key] = create();
  return scope[key] as T;
}
