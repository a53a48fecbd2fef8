import { expectNoSeriousA11yViolations } from '../support/axe';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';
import { expect, inviteStaff, signInAsStaff, test } from '../support/staff-fixtures';

const ADMIN_PAGES = [
  ['/staff/admin/request-log', 'Request log'],
  ['/staff/admin/audit-log', 'Audit log'],
  ['/staff/admin/faults', 'Fault panel'],
  ['/staff/admin/fhir-export', 'EHR export'],
] as const;

const ADMIN_LINKS = [
  'Request log',
  'Audit log',
  'Staff accounts',
  'Safety guidance',
  'EHR export',
  'Fault panel',
];

// (A patient's session is refused /staff in staff-access.spec.ts.)
test('a staff-role member is offered no admin page, is refused them, and the admin API answers 403', async ({
  page,
  adminRequest,
}) => {
  test.setTimeout(120_000);
  const member = await inviteStaff(adminRequest, 'staff');
  await signInAsStaff(page, member);
  await expect(page.getByText(`${member.email} (staff)`)).toBeVisible();

  // The navigation offers only what the role may open.
  const nav = page.getByRole('navigation', { name: 'Staff dashboard' });
  await expect(nav.getByRole('link', { name: 'Patients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Integration health' })).toBeVisible();
  for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Typed addresses of admin pages show a refusal, never the admin content.
  for (const [path, heading] of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Faults in force' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }

  // The staff API answers 403 with the envelope on every admin route, reads and changes alike.
  const calls = [
    ['GET', '/api/staff/faults'],
    ['PUT', '/api/staff/faults', { rateLimitStreams: true }],
    ['DELETE', '/api/staff/faults'],
    ['GET', '/api/staff/request-log'],
    ['GET', '/api/staff/audit-log'],
    ['GET', '/api/staff/accounts'],
    ['POST', '/api/staff/accounts', { email: 'someone-else@example.test', role: 'admin' }],
    ['GET', '/api/staff/safety-guidance'],
  ] as const;
  for (const [method, path, data] of calls) {
    const response = await page.request.fetch(path, {
      method,
      headers: SAME_ORIGIN_HEADERS,
      ...(data ? { data } : {}),
    });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect(((await response.json()) as { code: string }).code, `${method} ${path}`).toBe(
      'error.auth.forbidden',
    );
  }

  // The refusals are about the role, not a lost session: the member's own pages and API still answer.
  expect((await page.request.get('/api/staff/patients')).status()).toBe(200);
  await page.goto('/staff/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Integration health' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // And the refused change did not happen.
  const faults = await adminRequest.get('/api/staff/faults');
  expect(faults.status()).toBe(200);
  expect(((await faults.json()) as { data: { rateLimitStreams: boolean } }).data.rateLimitStreams).toBe(
    false,
  );
});
