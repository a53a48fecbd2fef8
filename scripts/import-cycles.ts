import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function listSources(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : listSources(full);
    return SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) ? [full] : [];
  });
}

function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Imports that exist at run time: static and dynamic, but not `import type` (erased before it runs). */
function runtimeImports(source: string): string[] {
  const withoutTypeImports = source.replace(/^\s*(import|export)\s+type\s[^;]*;/gm, '');
  return ts.preProcessFile(withoutTypeImports, true, true).importedFiles.map((file) => file.fileName);
}

/** A module's runtime imports: the project's own modules it reaches (resolved paths) and the packages it names. */
export interface ModuleImports {
  modules: string[];
  packages: string[];
}

/** The runtime import graph of the project's modules under `folders` (and of `files`, relative to `root`). */
export function readImportGraph(root: string, folders: string[], files: string[] = []): Map<string, ModuleImports> {
  const graph = new Map<string, ModuleImports>();
  const sources = [
    ...folders.flatMap((folder) => listSources(path.join(root, folder))),
    ...files.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of sources) {
    const specifiers = runtimeImports(readFileSync(file, 'utf8'));
    const modules: string[] = [];
    const packages: string[] = [];
    for (const specifier of specifiers) {
      const target = resolveImport(root, file, specifier);
      if (target) modules.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.push(specifier);
    }
    graph.set(file, { modules, packages });
  }
  return graph;
}

/**
 * Every import cycle among the project's own modules under `folders`, each as the list of files (relative
 * to `root`) that form it, starting and ending with the same file.
 */
export function findImportCycles(root: string, folders: string[]): string[][] {
  const graph = readImportGraph(root, folders);
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const target of graph.get(file)?.modules ?? []) {
      if (state.get(target) === 'visiting') {
        cycles.push([...stack.slice(stack.indexOf(target)), target].map((entry) => path.relative(root, entry)));
      } else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
