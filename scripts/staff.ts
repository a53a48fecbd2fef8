// `npm run staff -- invite EMAIL --role admin|staff`
import { ApiError } from '@/lib/bff/http/api-error';
import { resolveAppDatabaseLocation } from '@/lib/bff/records/app-database';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { securityLog } from '@/lib/bff/logging/security-log';
import { parseStaffCommand, StaffCommandError, STAFF_USAGE } from '@/lib/bff/staff/staff-command';
import { inviteStaff } from '@/lib/bff/staff/staff-invitations';
import { describeLocation, getSharedDatabase } from '@/lib/db/connection';

async function main(): Promise<number> {
  const command = parseStaffCommand(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(STAFF_USAGE);
    return 0;
  }
  if (getAppConfig().databaseInMemory) {
    throw new StaffCommandError(
      'APP_DATABASE=memory or EMBEDDED_DATABASE=memory gives every process its own empty database, so the ' +
        'invitation would be lost. Unset it to use the PGlite folder, or set DATABASE_URL.',
    );
  }
  const location = resolveAppDatabaseLocation();
  try {
    // No staff member acts here: the operator's invitation is recorded in the security log, not the audit log.
    const { invitation, link } = await inviteStaff({
      email: command.email,
      role: command.role,
      invitedBy: null,
    });
    securityLog.info(
      { event: 'staff.invite', invitationId: invitation.id, role: invitation.role, by: 'operator' },
      'staff invitation made from the command line',
    );
    console.log(`Invited ${invitation.email} as ${invitation.role} on ${describeLocation(location)}.`);
    console.log(`An e-mail with the link is planned. Link (works once, until ${invitation.expiresAt}):`);
    console.log(link);
    return 0;
  } finally {
    // Flushes and releases the PGlite folder before the process ends.
    await (await getSharedDatabase(location)).close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof StaffCommandError) {
      console.error(`Error: ${error.message}\n\n${STAFF_USAGE}`);
      process.exit(2);
    }
    if (error instanceof ApiError) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
