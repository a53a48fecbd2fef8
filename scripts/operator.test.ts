import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from '@/testing/db/pglite-folder';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));

function operator(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, EMBEDDED_DATABASE: _memory, ...inherited } = process.env;
  return run('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/operator.ts', ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run operator', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // One run against a real folder (opening PGlite costs seconds), one started from the template cluster;
  // the command mistakes are covered by lib/embedded/operator-commands.test.ts.
  it('adds an organization in the PGlite folder', async () => {
    await pgliteFolderFromTemplate(path.join(dataDir, 'pglite'));
    const added = await operator(['org', 'add', 'cli-moes-tavern']);
    expect(added.stdout.trim()).toBe('Added organization cli-moes-tavern.');
    expect(added.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  }, 90_000);

  it('exits non-zero with the usage on a malformed command', async () => {
    const malformed = await operator(['token', 'list']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('An organization name is required.');
    expect(malformed.stderr).toContain('Usage: npm run operator');
  }, 30_000);

  it('refuses an in-memory database', async () => {
    const refused = await operator(['org', 'add', 'cli-moes-tavern'], { EMBEDDED_DATABASE: 'memory' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('EMBEDDED_DATABASE=memory');
  }, 30_000);
});
