import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const root = fileURLToPath(new URL('..', import.meta.url));

function projectOf(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), source);
  }
  return directory;
}

describe('import cycles', () => {
  it('there are none among the modules of app/, lib/, testing/ and scripts/', () => {
    expect(findImportCycles(root, ['app', 'lib', 'testing', 'scripts', 'components'])).toEqual([]);
  });

  it('finds a cycle through a dynamic import and an @/ import', () => {
    const project = projectOf({
      'lib/a.ts': "import { b } from '@/lib/b';\nexport const a = () => b;\n",
      'lib/b.ts': "export const b = async () => (await import('./a')).a;\n",
    });
    expect(findImportCycles(project, ['lib'])).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/a.ts']]);
  });

  it('ignores type-only imports, which are erased before the code runs', () => {
    const project = projectOf({
      'lib/a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
      'lib/b.ts': "import { a } from './a';\nexport type B = string;\nexport const b = a;\n",
    });
    expect(findImportCycles(project, ['lib'])).toEqual([]);
  });
});
