import { describe, expect, it } from 'vitest';
import { parseStaffCommand, StaffCommandError } from '@/lib/bff/staff/staff-command';

describe('parseStaffCommand', () => {
  it('reads invite with a role, in any order', () => {
    expect(parseStaffCommand(['invite', 'ned@flanders.test', '--role', 'admin'])).toEqual({
      kind: 'invite',
      email: 'ned@flanders.test',
      role: 'admin',
    });
    expect(parseStaffCommand(['invite', '--role', 'staff', 'ned@flanders.test'])).toEqual({
      kind: 'invite',
      email: 'ned@flanders.test',
      role: 'staff',
    });
  });

  it('shows help for no command or a request for help', () => {
    expect(parseStaffCommand([])).toEqual({ kind: 'help' });
    expect(parseStaffCommand(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['add', 'a@b.test', '--role', 'staff'], /made by invitation: use invite/],
    [['remove', 'a@b.test'], /Unknown command/],
    [['invite', 'a@b.test'], /--role must be staff or admin/],
    [['invite', 'a@b.test', '--role', 'owner'], /--role must be/],
    [['invite', 'a@b.test', '--role'], /needs a value/],
    [['invite', '--role', 'staff'], /exactly one e-mail/],
    [['invite', 'a@b.test', 'c@d.test', '--role', 'staff'], /exactly one e-mail/],
    [['invite', 'not-an-address', '--role', 'staff'], /not an e-mail/],
    // Nobody chooses another person's password.
    [['invite', 'a@b.test', '--role', 'staff', '--password', 'okily-dokily-1'], /Unknown option --password/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStaffCommand(argv)).toThrow(StaffCommandError);
    expect(() => parseStaffCommand(argv)).toThrow(message);
  });
});
