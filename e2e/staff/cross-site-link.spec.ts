import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';
import { StaffPatientPage } from '../pages/staff-patient-pages';
import type { AppPatient } from '../support/staff-fixtures';

// A webmail of another site, served by the browser's own routing: a link in it is a cross-site navigation
// to the dashboard, with the staff member's SameSite=Lax cookie (ADR 0079).
const WEBMAIL = 'http://webmail.example.test/inbox';

async function patientId(adminRequest: APIRequestContext, patient: AppPatient): Promise<string> {
  const response = await adminRequest.get(
    `/api/staff/patients?q=${encodeURIComponent(patient.details.email)}`,
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { items: Array<{ id: string; email: string }> } };
  return data.items.find((row) => row.email === patient.details.email)!.id;
}

async function entriesBy(adminRequest: APIRequestContext, id: string, email: string): Promise<string[]> {
  const response = await adminRequest.get(
    `/api/staff/audit-log?patientId=${encodeURIComponent(id)}&size=100`,
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { items: Array<{ staffEmail: string; action: string }> };
  };
  return data.items.filter((row) => row.staffEmail === email).map((row) => row.action);
}

// The reads a patient's page makes, each recorded once: the count is only stable once all have landed.
const PATIENT_PAGE_READS = [
  'patient.profile.view',
  'patient.note.view',
  'patient.appointments.list',
  'patient.consultations.list',
  'patient.timeline.view',
];

test('a link to a patient from another site opens nothing until the staff member opens the page', async ({
  page,
  baseURL,
  appPatient,
  adminRequest,
  staffMember,
}) => {
  const id = await patientId(adminRequest, appPatient);
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(staffMember);
  await page.route(WEBMAIL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Inbox</title><a href="${baseURL}/staff/patients/${id}">Please look at this patient</a>`,
    }),
  );
  await page.goto(WEBMAIL);
  await page.getByRole('link', { name: 'Please look at this patient' }).click();

  await expect(dashboard.heading('Open this page?')).toBeVisible();
  const patientPage = new StaffPatientPage(page);
  await expect(patientPage.nameHeading(appPatient.fullName)).toHaveCount(0);
  expect(await entriesBy(adminRequest, id, staffMember.email)).toEqual([]);

  // The staff member's own click, on the dashboard: the page loads through the API and is recorded.
  await page.getByRole('button', { name: 'Open this page' }).click();
  await expect(patientPage.nameHeading(appPatient.fullName)).toBeVisible();
  await expect(patientPage.timelineHeading).toBeVisible();
  await expect
    .poll(async () => [...new Set(await entriesBy(adminRequest, id, staffMember.email))].sort())
    .toEqual([...PATIENT_PAGE_READS].sort());

  // The staff API itself, reached as a page from the other site, answers nothing and records nothing more.
  const before = (await entriesBy(adminRequest, id, staffMember.email)).length;
  await page.route(WEBMAIL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Inbox</title><a href="${baseURL}/api/staff/patients/${id}">Details</a>`,
    }),
  );
  await page.goto(WEBMAIL);
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}/api/staff/patients/${id}`),
    page.getByRole('link', { name: 'Details' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect((await entriesBy(adminRequest, id, staffMember.email)).length).toBe(before);

  // Typed into the address bar (Sec-Fetch-Site: none), the page opens at once.
  await page.goto(`/staff/patients/${id}`);
  await expect(patientPage.nameHeading(appPatient.fullName)).toBeVisible();
});
