import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, slugOf } from './docs-links';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the links of README.md and docs/*.md', () => {
  it('reach an existing file and heading', () => {
    const documents = [
      path.join(root, 'README.md'),
      ...readdirSync(path.join(root, 'docs'))
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(root, 'docs', file)),
      path.join(root, 'docs', 'decisions', 'README.md'),
    ];
    expect(documents.length).toBeGreaterThan(8);
    expect(documents.flatMap((file) => brokenLinks(file, root))).toEqual([]);
  });
});

describe('brokenLinks', () => {
  it('reports a missing file and a missing heading, and skips web addresses and code', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
    writeFileSync(
      path.join(folder, 'other.md'),
      '# Other\n\n## The `x` setting, twice\n\n## The `x` setting, twice\n',
    );
    writeFileSync(
      path.join(folder, 'index.md'),
      [
        '# Index',
        '',
        '[fine](other.md#the-x-setting-twice-1) [here](#index) [web](https://example.org/#nowhere)',
        '',
        '- [gone](missing.md) and [wrong](other.md#nowhere)',
        '',
        '| a |',
        '| - |',
        '| [cell](other.md#none) |',
        '',
        '```',
        '[in code](missing-too.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(path.join(folder, 'index.md'), folder)).toEqual([
      'index.md: missing.md (no such file)',
      'index.md: other.md#nowhere (no heading #nowhere in other.md)',
      'index.md: other.md#none (no heading #none in other.md)',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slugOf("The embedded service's variables")).toBe('the-embedded-services-variables');
    expect(slugOf('Checking a service against the interface')).toBe(
      'checking-a-service-against-the-interface',
    );
    expect([...anchorsOf('# A — b\n\n## What `npm test` runs\n')]).toEqual(['a--b', 'what-npm-test-runs']);
  });
});
