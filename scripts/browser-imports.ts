import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readImportGraph } from './import-cycles';

/** Where the browser's code starts: every `'use client'` module and Next's client instrumentation hook. */
const CLIENT_DIRECTIVE = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/;
const CLIENT_HOOKS = ['instrumentation-client.ts'];

/**
 * Every chain of imports by which the browser's code reaches `packageName` (or a subpath of it), each from a
 * client entry to the module that imports the package, as paths relative to `root`. Type-only imports do
 * not count: they are erased before bundling.
 */
export function findBrowserPathsTo(root: string, folders: string[], packageName: string): string[][] {
  const graph = readImportGraph(root, folders, CLIENT_HOOKS);
  const entries = [...graph.keys()].filter(
    (file) => CLIENT_HOOKS.includes(path.relative(root, file)) || CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8')),
  );
  const importsPackage = (file: string) =>
    (graph.get(file)?.packages ?? []).some((name) => name === packageName || name.startsWith(`${packageName}/`));
  const reachedFrom = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  const found: string[][] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (importsPackage(file)) {
      const chain: string[] = [];
      for (let step: string | null = file; step !== null; step = reachedFrom.get(step) ?? null) chain.unshift(step);
      found.push(chain.map((entry) => path.relative(root, entry)));
    }
    for (const target of graph.get(file)?.modules ?? []) {
      if (reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      queue.push(target);
    }
  }
  return found;
}
