import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrowserPathsTo } from './browser-imports';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_FOLDERS = ['app', 'components', 'lib'];

function projectOf(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'browser-imports-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), source);
  }
  return directory;
}

describe('what the browser loads', () => {
  // The BFF validates everything it hands the browser with the contract's schemas (ADR 0069); zod in the
  // browser would cost every page ~30 KB of compressed script and its start-up work.
  it('never reaches zod', () => {
    expect(findBrowserPathsTo(root, SOURCE_FOLDERS, 'zod')).toEqual([]);
  });

  it('never reaches the server-side Markdown renderer (jsdom)', () => {
    expect(findBrowserPathsTo(root, SOURCE_FOLDERS, 'jsdom')).toEqual([]);
  });

  it('follows imports from a client module to a package, through @/ and relative paths', () => {
    const project = projectOf({
      'components/form.tsx': "'use client';\nimport { check } from '@/lib/check';\nexport const Form = () => check;\n",
      'lib/check.ts': "import { rule } from './rule';\nexport const check = rule;\n",
      'lib/rule.ts': "import { z } from 'zod';\nexport const rule = z.string();\n",
      'lib/server-only-use.ts': "import { z } from 'zod';\nexport const serverRule = z.string();\n",
    });
    expect(findBrowserPathsTo(project, ['components', 'lib'], 'zod')).toEqual([
      ['components/form.tsx', 'lib/check.ts', 'lib/rule.ts'],
    ]);
  });

  it('does not count type-only imports, nor modules only the server imports', () => {
    const project = projectOf({
      'components/view.tsx': "'use client';\nimport type { Shape } from '@/lib/shape';\nexport const View = (shape: Shape) => shape;\n",
      'lib/shape.ts': "import { z } from 'zod';\nexport const shape = z.object({});\nexport type Shape = z.infer<typeof shape>;\n",
    });
    expect(findBrowserPathsTo(project, ['components', 'lib'], 'zod')).toEqual([]);
  });
});
