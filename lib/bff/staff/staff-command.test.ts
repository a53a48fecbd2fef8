import { describe, expect, it } from 'vitest';
import { parseStaffCommand, StaffCommandError } from '@/lib/bff/staff/staff-command';

describe('parseStaffCommand', () => {
  it('reads add with a role and an optional password, in any order', () => {
    expect(parseStaffCommand(['add', 'ned@flanders.test', '--role', 'admin'])).toEqual({
      kind: 'add',
      email: 'ned@flanders.test',
      role: 'admin',
      password: undefined,
    });
    expect(
      parseStaffCommand(['add', '--password', 'okily-dokily', '--role', 'staff', 'ned@flanders.test']),
    ).toEqual({
      kind: 'add',
      email: 'ned@flanders.test',
      role: 'staff',
      password: 'okily-dokily',
    });
  });

  it('shows help for no command or a request for help', () => {
    expect(parseStaffCommand([])).toEqual({ kind: 'help' });
    expect(parseStaffCommand(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['remove', 'a@b.test'], /Unknown command/],
    [['add', 'a@b.test'], /--role must be staff or admin/],
    [['add', 'a@b.test', '--role', 'owner'], /--role must be/],
    [['add', 'a@b.test', '--role'], /needs a value/],
    [['add', '--role', 'staff'], /exactly one e-mail/],
    [['add', 'a@b.test', 'c@d.test', '--role', 'staff'], /exactly one e-mail/],
    [['add', 'not-an-address', '--role', 'staff'], /not an e-mail/],
    [['add', 'a@b.test', '--role', 'staff', '--force'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStaffCommand(argv)).toThrow(StaffCommandError);
    expect(() => parseStaffCommand(argv)).toThrow(message);
  });
});
