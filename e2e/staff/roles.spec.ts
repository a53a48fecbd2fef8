import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { FaultPanelPage } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

const ADMIN_PAGES = [
  ['/staff/admin/request-log', 'Request log'],
  ['/staff/admin/audit-log', 'Audit log'],
  ['/staff/admin/faults', 'Fault panel'],
  ['/staff/admin/fhir-export', 'EHR export'],
  ['/staff/admin/booking-policy', 'Booking policy'],
  ['/staff/admin/outbox', 'Outbox'],
] as const;

const ADMIN_LINKS = [
  'Request log',
  'Audit log',
  'Staff accounts',
  'Safety guidance',
  'Booking policy',
  'Outbox',
  'EHR export',
  'Fault panel',
];

// (A patient's session is refused /staff in staff-access.spec.ts.)
test('a staff-role member is offered no admin page, is refused them, and the admin API answers 403', async ({
  page,
  adminRequest,
  staffMember,
}) => {
  test.setTimeout(120_000);
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(staffMember);
  await expect(page.getByText(`${staffMember.email} (staff)`)).toBeVisible();

  // The navigation offers only what the role may open.
  await expect(dashboard.navLink('Patients')).toBeVisible();
  await expect(dashboard.navLink('Integration health')).toBeVisible();
  for (const name of ADMIN_LINKS) await expect(dashboard.navLink(name)).toHaveCount(0);
  await expect(dashboard.adminMenuButton).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Typed addresses of admin pages show a refusal, never the admin content. The refusal is one page
  // whatever the address: axe reads it once.
  for (const [index, [path, heading]] of ADMIN_PAGES.entries()) {
    await page.goto(path);
    await expect(dashboard.adminsOnlyHeading).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(dashboard.heading(heading)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(new FaultPanelPage(page).faultsInForce).toHaveCount(0);
    if (index === 0) await expectNoSeriousA11yViolations(page);
  }

  // The staff API answers 403 with the envelope on every admin route, reads and changes alike.
  const calls = [
    ['GET', '/api/staff/faults'],
    ['PUT', '/api/staff/faults', { rateLimitStreams: true }],
    ['DELETE', '/api/staff/faults'],
    ['GET', '/api/staff/request-log'],
    ['GET', '/api/staff/audit-log'],
    ['GET', '/api/staff/accounts'],
    ['POST', '/api/staff/invitations', { email: 'someone-else@example.test', role: 'admin' }],
    ['GET', '/api/staff/safety-guidance'],
    ['GET', '/api/staff/booking-policy'],
    ['PUT', '/api/staff/booking-policy', { noticeHours: 720 }],
    ['GET', '/api/staff/outbox'],
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
  await expect(dashboard.heading('Integration health')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // And the refused change did not happen.
  const faults = await adminRequest.get('/api/staff/faults');
  expect(faults.status()).toBe(200);
  expect(((await faults.json()) as { data: { rateLimitStreams: boolean } }).data.rateLimitStreams).toBe(
    false,
  );
});
