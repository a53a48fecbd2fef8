import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { OperatorCommandError, parseOperatorCommand, planOperatorCommand } from './operator-commands';

describe('operator commands', () => {
  let handle: DatabaseHandle;
  const run = async (...argv: string[]) => planOperatorCommand(parseOperatorCommand(argv))(handle.db);

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.migrate('embedded');
  });
  afterAll(() => handle.close());

  it('adds an organization, issues, lists and revokes its tokens', async () => {
    expect(await run('org', 'add', 'cli-kwik-e-mart')).toBe('Added organization cli-kwik-e-mart.');
    expect(await run('org', 'add', 'cli-kwik-e-mart')).toMatch(/already exists/);

    const issued = await run('token', 'issue', 'cli-kwik-e-mart', '--label', 'night shift');
    const [, tokenId] = issued.match(/Issued token (tok_\w+)/) ?? [];
    const secret = issued.split('\n').at(-1)!;
    expect(secret).toMatch(/^svc_/);

    const table = (await run('token', 'list', 'cli-kwik-e-mart')).split('\n');
    expect(table[0]).toMatch(/^ID\s+LABEL\s+CREATED\s+REVOKED$/);
    expect(table[1]).toContain(tokenId);
    expect(table[1]).toContain('night shift');
    expect(table.join('\n')).not.toContain(secret);

    expect(await run('token', 'revoke', tokenId!)).toMatch(/^Revoked token/);
    expect((await run('token', 'list', 'cli-kwik-e-mart')).split('\n')[1]).toMatch(/Z$/);
  });

  it('explains each mistake', async () => {
    const mistakes: Array<[string[], RegExp, boolean]> = [
      [['token', 'issue', 'cli-nobody'], /No organization named "cli-nobody"/, false],
      [['token', 'list', 'cli-nobody'], /No organization named/, false],
      [['token', 'revoke', 'tok_missing'], /No active token with id "tok_missing"/, false],
      [['org', 'add', 'Not Valid'], /not a valid organization name/, true],
      [['org', 'add'], /organization name is required/, true],
      [['org', 'remove', 'x'], /Unknown command "org remove"/, true],
      [['org', 'add', 'a', 'b'], /Unexpected argument "b"/, true],
      [['org', 'add', 'a', '--label', 'x'], /--label applies/, true],
    ];
    for (const [argv, message, showUsage] of mistakes) {
      const failure = await run(...argv).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OperatorCommandError);
      expect((failure as OperatorCommandError).message).toMatch(message);
      expect((failure as OperatorCommandError).showUsage).toBe(showUsage);
    }
    expect(() => parseOperatorCommand(['--colour'])).toThrow(OperatorCommandError);
  });
});
