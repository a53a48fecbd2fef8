import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';
import { StaffPatientPage, StaffPatientsPage } from '../pages/staff-patient-pages';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

test.describe('the staff dashboard', () => {
  // Many pages, each with an axe run, on a production build.
  test.describe.configure({ timeout: 120_000 });
  test('staff sign in, find a patient and open their page; every page passes axe', async ({
    page,
    appPatient,
    consoleAdmin,
  }) => {
    const dashboard = new StaffDashboard(page);
    await dashboard.gotoSignIn();
    await expectNoSeriousA11yViolations(page);
    await dashboard.signIn(consoleAdmin);
    await expectNoSeriousA11yViolations(page);
    // Others may share the name until the search answers: open this patient's own row.
    await new StaffPatientsPage(page).openPatientByEmail(appPatient.details.email, appPatient.fullName);
    const patientPage = new StaffPatientPage(page);
    await expect(patientPage.nameHeading(appPatient.fullName)).toBeVisible();
    await expect(patientPage.timelineHeading).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const [path, heading] of [
      ['/staff/health', 'Integration health'],
      ['/staff/admin/request-log', 'Request log'],
      ['/staff/admin/audit-log', 'Audit log'],
      ['/staff/admin/faults', 'Fault panel'],
    ] as const) {
      await page.goto(path);
      await expect(dashboard.heading(heading)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('a patient cannot reach /staff, and gets 403 from the staff API', async ({ page, appPatient }) => {
    const login = await page.request.post('/api/auth/login', {
      headers: SAME_ORIGIN_HEADERS,
      data: { email: appPatient.details.email, password: appPatient.details.password },
    });
    expect(login.status()).toBe(200);
    const api = await page.request.get('/api/staff/patients');
    expect(api.status()).toBe(403);
    expect((await api.json()).code).toBe('error.auth.forbidden');
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });
});
