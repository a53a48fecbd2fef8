import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newPassword } from '@/lib/bff/crypto/random-values';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { withAppStartupLock } from '@/lib/bff/records/app-database';
import { createStaffAccount, findStaffByEmail } from '@/lib/bff/staff/staff-accounts';

export const DEMO_STAFF_EMAIL = 'staff@demo.test';
const PASSWORD_FILE = 'demo-staff.txt';

export interface DemoStaff {
  email: string;
  /** Undefined when the account exists but its password file was removed. */
  password: string | undefined;
  /** Where the password is kept, when it is kept. */
  file: string | undefined;
}

function readKeptPassword(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  return fs.readFileSync(file, 'utf8').split('\n')[1]?.trim() || undefined;
}

/**
 * In embedded mode, a staff account to try the dashboard with. Its password is random and stored only
 * hashed, except for one copy in `<DATA_DIR>/demo-staff.txt` (a database in memory keeps no file, and
 * uses DEMO_STAFF_PASSWORD when set). Remote mode has no demo account: undefined.
 */
export async function ensureDemoStaff(): Promise<DemoStaff | undefined> {
  const config = getAppConfig();
  if (config.service.kind !== 'embedded') return undefined;
  const file = config.databaseInMemory ? undefined : path.resolve(config.dataDir, PASSWORD_FILE);
  const organizationKey = await getOrganizationKey();
  // Instances started together on one PostgreSQL database: one creates the account, the others find it.
  return withAppStartupLock(() => ensureDemoStaffLocked({ organizationKey, file }));
}

async function ensureDemoStaffLocked({
  organizationKey,
  file,
}: {
  organizationKey: string;
  file: string | undefined;
}): Promise<DemoStaff> {
  const config = getAppConfig();
  const existing = await findStaffByEmail({ organizationKey, email: DEMO_STAFF_EMAIL });
  if (existing) {
    const password = file ? readKeptPassword(file) : config.demoStaffPassword;
    return { email: DEMO_STAFF_EMAIL, password, file };
  }

  const password = (config.databaseInMemory ? config.demoStaffPassword : undefined) ?? newPassword();
  await createStaffAccount({ email: DEMO_STAFF_EMAIL, password, role: 'admin' });
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${DEMO_STAFF_EMAIL}\n${password}\n`, { mode: 0o600 });
  }
  return { email: DEMO_STAFF_EMAIL, password, file };
}

export function describeDemoStaff(demo: DemoStaff): string {
  if (!demo.password) {
    // On a shared database another instance may have created the account and kept its file.
    const where = demo.file
      ? `its password is not in ${demo.file}: it is kept where the account was first created`
      : 'its password was not kept';
    return `Demo staff account: ${demo.email} (${where}; invite another with npm run staff -- invite).`;
  }
  // An admin: its first sign-in sets up two-factor sign-in with an authenticator app (ADR 0092).
  return `Demo staff account: ${demo.email} / ${demo.password}${demo.file ? ` (kept in ${demo.file})` : ''}; an admin, it sets up two-factor sign-in (an authenticator app) at its first sign-in`;
}
