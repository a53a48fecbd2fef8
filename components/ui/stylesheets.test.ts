import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const globals = readFileSync(join(root, 'app', 'globals.css'), 'utf8');

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(root, folder, name));
}

describe('component stylesheets', () => {
  it('use only tokens that globals.css declares', () => {
    const declared = new Set([...globals.matchAll(/(--[a-z0-9-]+):/g)].map((match) => match[1]));
    const undeclared = filesUnder('components', '.module.css').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('are the only styling: no inline style attributes in components', () => {
    const inline = filesUnder('components', '.tsx')
      .filter((file) => !file.endsWith('.test.tsx'))
      .filter((file) => /\bstyle=\{/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(inline).toEqual([]);
  });
});
