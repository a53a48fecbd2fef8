import { STAFF_ROLES, type StaffRole } from '@/lib/contract/bff';

/** Parsing of `npm run staff -- …`, apart from the program so that it can be tested without a database. */

export const STAFF_USAGE = `Usage: npm run staff -- invite EMAIL --role admin|staff

Invites a staff member of this deployment's organization: an invitation e-mail is planned (sent by the
running app, or kept in its outbox without SMTP), and its link is printed for you to hand over, for
example to the first admin. The link works once, for 72 hours; the invitee chooses their own password on
it, and the account exists from then on. Links start with APP_URL.`;

export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

export type StaffCommand = { kind: 'help' } | { kind: 'invite'; email: string; role: StaffRole };

function isStaffRole(value: string | undefined): value is StaffRole {
  return (STAFF_ROLES as readonly (string | undefined)[]).includes(value);
}

export function parseStaffCommand(argv: readonly string[]): StaffCommand {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === 'help' || verb === '--help' || verb === '-h') return { kind: 'help' };
  if (verb === 'add') {
    // Nobody chooses another person's password (ADR 0090).
    throw new StaffCommandError(
      'Staff accounts are made by invitation: use invite, and the invitee chooses the password.',
    );
  }
  if (verb !== 'invite') throw new StaffCommandError(`Unknown command "${verb}".`);

  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index]!;
    if (word === '--role') {
      const value = rest[index + 1];
      if (value === undefined) throw new StaffCommandError(`${word} needs a value.`);
      options.set(word, value);
      index += 1;
    } else if (word.startsWith('--')) {
      throw new StaffCommandError(`Unknown option ${word}.`);
    } else {
      positional.push(word);
    }
  }
  const [email, ...extra] = positional;
  if (!email || extra.length > 0) throw new StaffCommandError('Give exactly one e-mail address.');
  if (!email.includes('@')) throw new StaffCommandError(`"${email}" is not an e-mail address.`);
  const role = options.get('--role');
  if (!isStaffRole(role)) throw new StaffCommandError(`--role must be ${STAFF_ROLES.join(' or ')}.`);
  return { kind: 'invite', email, role };
}
