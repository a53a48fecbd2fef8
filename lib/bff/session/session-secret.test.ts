import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '@/lib/bff/session/session-secret';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'session-secret-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('resolveSessionSecret', () => {
  it('uses the configured secret', () => {
    const configured = 's'.repeat(40);
    expect(resolveSessionSecret({ configured, nodeEnv: 'production', dataDir: scratch })).toBe(configured);
  });

  it('refuses to invent one in production', () => {
    expect(() =>
      resolveSessionSecret({ configured: undefined, nodeEnv: 'production', dataDir: scratch }),
    ).toThrow(/SESSION_SECRET is required/);
  });

  it('generates one secret once, readable only by its owner, and keeps it', () => {
    const dataDir = path.join(scratch, 'nested', 'data');
    const first = resolveSessionSecret({ configured: undefined, nodeEnv: 'development', dataDir });
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ configured: undefined, nodeEnv: 'development', dataDir })).toBe(first);
  });

  it('refuses a kept secret that is too short', () => {
    const dataDir = path.join(scratch, 'short');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'session-secret'), 'short');
    expect(() => resolveSessionSecret({ configured: undefined, nodeEnv: 'development', dataDir })).toThrow(
      /shorter than 32/,
    );
  });
});
