import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSharedDatabase } from '@/lib/db/connection';
import { readEmbeddedConfig } from '@/lib/embedded/config';
import { databaseLocation } from '@/lib/embedded/database-location';
import { authenticate } from '@/lib/bff/accounts';
import { getAppDatabase, resolveAppDatabaseLocation } from '@/lib/bff/records/app-database';
import { DEMO_STAFF_EMAIL, describeDemoStaff, ensureDemoStaff } from '@/lib/bff/staff/demo-staff';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { pgliteFolderFromTemplate } from '@/testing/db/pglite-folder';

// Embedded mode on a PGlite folder, as `npm run dev` runs.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-staff-'));
delete process.env.SERVICE_BASE_URL;
delete process.env.SERVICE_API_TOKEN;
delete process.env.DATABASE_URL;
delete process.env.EMBEDDED_DATABASE;
delete process.env.APP_DATABASE;
process.env.DATA_DIR = dataDir;
process.env.DEMO_STAFF_PASSWORD = 'ignored-outside-memory';

beforeAll(async () => {
  // Opening the folder and migrating both schemas takes seconds: not part of any one test.
  await pgliteFolderFromTemplate(path.join(dataDir, 'pglite'));
  await Promise.all([getAppDatabase(), getOrganizationKey()]);
});

afterAll(async () => {
  await (await getSharedDatabase(resolveAppDatabaseLocation())).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo staff account on a database folder', () => {
  it('shares one PGlite folder with the embedded service', () => {
    expect(resolveAppDatabaseLocation()).toEqual(databaseLocation(readEmbeddedConfig(process.env)));
    expect(resolveAppDatabaseLocation()).toEqual({
      kind: 'pglite-file',
      directory: path.join(dataDir, 'pglite'),
    });
  });

  it('gets a random password, kept once in demo-staff.txt for its owner only, and works for sign-in', async () => {
    const demo = await ensureDemoStaff();
    const file = path.join(dataDir, 'demo-staff.txt');
    expect(demo?.file).toBe(file);
    expect(demo?.password).toMatch(/^[\w-]{20}$/);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${DEMO_STAFF_EMAIL}\n${demo!.password}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const again = await ensureDemoStaff();
    expect(again).toEqual(demo);
    expect(describeDemoStaff(again!)).toContain(file);

    const found = await authenticate({
      email: DEMO_STAFF_EMAIL,
      password: demo!.password!,
      kind: 'staff',
      ip: '127.0.0.1',
    });
    expect(found).toMatchObject({ kind: 'staff', account: { role: 'admin' } });
  });

  it('says where the password is when this instance has no file of it', async () => {
    fs.rmSync(path.join(dataDir, 'demo-staff.txt'));
    const demo = await ensureDemoStaff();
    expect(demo?.password).toBeUndefined();
    expect(describeDemoStaff(demo!)).toMatch(
      /not in .*demo-staff.txt: it is kept where the account was first created; invite another with npm run staff -- invite/,
    );
  });
});
