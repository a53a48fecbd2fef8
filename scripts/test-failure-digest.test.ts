import { describe, expect, it } from 'vitest';
import { failureDigest } from './test-failure-digest.mjs';

const feed = (...chunks: Array<string | Buffer>) => {
  const digest = failureDigest();
  for (const chunk of chunks) digest.add(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return digest.lines();
};

describe('the failure digest of a check', () => {
  it("keeps the lines that name a failure in each tool's output, without colour codes", () => {
    expect(
      feed(
        'app/page.tsx(3,7): error TS2322: Type string is not assignable to type number.\n',
        `${process.cwd()}/app/page.tsx\n  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any\n`,
        ' \u001b[32m✓\u001b[39m lib/a.test.ts (3 tests) 20ms\n',
        ' \u001b[31m×\u001b[39m lib/b.test.ts > books once 31ms\n',
        ' FAIL  node  lib/b.test.ts > books once\n',
        'AssertionError: expected 2 to be 1\n',
        '  1) [narrow] › e2e/patient/chat.spec.ts:13:1 › a consultation ───\n',
        '  ✓  58 [desktop] › e2e/staff/roles.spec.ts:27:1 › a staff-role member (18.3s)\n',
      ),
    ).toEqual([
      'app/page.tsx(3,7): error TS2322: Type string is not assignable to type number.',
      'app/page.tsx 12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      '× lib/b.test.ts > books once 31ms',
      'FAIL  node  lib/b.test.ts > books once',
      '1) [narrow] › e2e/patient/chat.spec.ts:13:1 › a consultation ───',
    ]);
  });

  it('joins lines and characters split across chunks, and names each failure once', () => {
    const cross = Buffer.from(' × lib/c.test.ts > says “hello”\n');
    const cut = cross.indexOf(Buffer.from('“')) + 1;
    expect(
      feed(
        ' FA',
        'IL  lib/c.test.ts > says “hello”\n',
        cross.subarray(0, cut),
        cross.subarray(cut),
        ' FAIL  lib/c.test.ts > says “hello”',
      ),
    ).toEqual(['FAIL  lib/c.test.ts > says “hello”', '× lib/c.test.ts > says “hello”']);
  });

  it('keeps the first forty and counts the rest', () => {
    const lines = feed(Array.from({ length: 45 }, (_, index) => ` FAIL  lib/t${index}.test.ts\n`).join(''));
    expect(lines).toHaveLength(41);
    expect(lines[39]).toBe('FAIL  lib/t39.test.ts');
    expect(lines[40]).toBe('… and 5 more');
  });
});
