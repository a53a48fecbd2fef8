// `npm run staff -- add EMAIL --role admin|staff [--password P]`
import { createStaffAccount } from '@/lib/bff/accounts';
import { ApiError } from '@/lib/bff/http/api-error';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { resolveAppDatabaseLocation } from '@/lib/bff/records/app-database';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newPassword } from '@/lib/bff/crypto/random-values';
import { parseStaffCommand, StaffCommandError, STAFF_USAGE } from '@/lib/bff/staff/staff-command';
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
        'account would be lost. Unset it to use the PGlite folder, or set DATABASE_URL.',
    );
  }
  const location = resolveAppDatabaseLocation();
  const password = command.password ?? newPassword();
  try {
    const account = await createStaffAccount({ email: command.email, password, role: command.role });
    console.log(`Added ${account.role} ${account.email} on ${describeLocation(location)}.`);
    if (!command.password) console.log(`Password (shown once): ${password}`);
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
    if (error instanceof ApiError && error.code === BFF_ERROR_CODES.accountExists) {
      console.error('Error: a staff account with this e-mail address already exists.');
      process.exit(1);
    }
    if (error instanceof ApiError) {
      const fields = (error.data?.fields as Array<{ path: string; message: string }> | undefined) ?? [];
      const details = fields.map((field) => ` ${field.path}: ${field.message}`).join('');
      console.error(`Error: ${error.message}${details}`);
      process.exit(1);
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
