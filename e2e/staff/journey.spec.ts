import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffLogPages } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { StaffPatientPage, StaffPatientsPage, StaffTranscriptPage } from '../pages/staff-patient-pages';
import { HOME_ADDRESS, saveHomeAddress } from '../support/patient-api';
import { completeConsultationAs } from '../support/staff-fixtures';

/** The service request ids the audit log recorded for one action on the patient (the row's detail). */
async function auditedRequestIds(log: StaffLogPages, action: string, staffEmail: string): Promise<string[]> {
  const row = log.rowsWith(action);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(staffEmail);
  await expect(row).toContainText('"outcome":"ok"');
  const match = /"serviceRequestIds":\[([^\]]*)\]/.exec((await row.textContent()) ?? '');
  expect(match, `no service request ids in the ${action} entry`).not.toBeNull();
  const ids = JSON.parse(`[${match![1]}]`) as string[];
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

test('staff find a patient of the patient app, read the SOAP note, book and cancel for them, and trace the calls', async ({
  page,
  appPatient,
  consoleAdmin,
}) => {
  // A consultation, several pages each checked by axe, and two service actions on a production build.
  test.setTimeout(300_000);
  const chatId = await completeConsultationAs(appPatient);
  // Booking needs the patient's address, which the patient app asks for before its first booking.
  await saveHomeAddress(appPatient.request);

  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(consoleAdmin);
  await expectNoSeriousA11yViolations(page);
  const patientId = await new StaffPatientsPage(page).openPatient(appPatient);
  const patientPage = new StaffPatientPage(page);
  await expect(page.getByText(appPatient.details.email, { exact: true })).toBeVisible();
  await expect(page.getByText(HOME_ADDRESS.line1, { exact: false })).toBeVisible();

  // The timeline shows the consultation completed in the patient app, with its documents.
  const consultation = patientPage.timeline
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Chat completed' }) });
  await expect(consultation).toHaveCount(1, { timeout: 15_000 });
  await expect(consultation.getByRole('link', { name: /^Open the / })).toHaveCount(3);
  // It names the chat it belongs to by the patient's first words, linking to the transcript.
  await expect(
    consultation.getByRole('link', { name: /^I have had a headache since yesterday morning / }),
  ).toHaveAttribute('href', `/staff/patients/${patientId}/chats/${chatId}`);
  const started = patientPage.timeline
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Chat started' }) });
  await expect(started).toContainText('I have had a headache since yesterday morning');
  await expect(patientPage.timeline).not.toContainText('Coordinated Universal Time');
  await expect(
    patientPage.timeline.getByRole('link', { name: 'Read the transcript' }).first(),
  ).toHaveAttribute('href', `/staff/patients/${patientId}/chats/${chatId}`);
  await expectNoSeriousA11yViolations(page);

  // The SOAP note, rendered from Markdown (headings, not the raw text).
  const documentPage = new StaffTranscriptPage(page);
  await consultation.getByRole('link', { name: 'Open the SOAP note' }).click();
  await expect(documentPage.documentHeading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subjective' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Objective' })).toBeVisible();
  await expect(page.getByText(/headache/i).first()).toBeVisible();
  await expect(page.getByText('## Objective')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await documentPage.backToPatientLink.click();

  // Book a scheduled visit from the slot list on the patient's behalf, then cancel it.
  const appointments = patientPage.appointments;
  await expect(appointments.getByText('No appointments')).toBeVisible();
  await patientPage.bookFirstSlot('IL');
  const booked = appointments.getByRole('listitem').filter({ hasText: 'booked' });
  await expect(booked).toHaveCount(1, { timeout: 15_000 });
  await expect(booked).toContainText('IL');
  await booked.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(appointments.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(appointments.getByRole('listitem')).toHaveCount(1);
  await expect(appointments.getByRole('listitem').filter({ hasText: 'booked' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The audit log names the staff member on both actions, with the service's request ids.
  const log = new StaffLogPages(page);
  await dashboard.open('Audit log');
  await log.patientIdFilter.fill(patientId);
  await expect(log.rowsWith('patient.appointment.cancel')).toHaveCount(1);
  const bookIds = await auditedRequestIds(log, 'patient.appointment.book_scheduled', consoleAdmin.email);
  const cancelIds = await auditedRequestIds(log, 'patient.appointment.cancel', consoleAdmin.email);
  await expectNoSeriousA11yViolations(page);

  // The request log finds each call by its X-Request-ID, and only that call.
  await dashboard.open('Request log');
  await expect(log.table).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [requestId, call] of [
    [bookIds.at(-1)!, /POST \S*appointments\/scheduled/],
    [cancelIds.at(-1)!, /POST \S*appointments\/\S+\/cancel/],
  ] as const) {
    await log.requestIdFilter.fill(requestId);
    await expect(log.rows).toHaveCount(1);
    await expect(log.rows).toContainText(requestId);
    await expect(log.rows.getByRole('cell').nth(1)).toHaveText(call);
    await expect(log.rows.getByRole('button', { name: `Copy request id ${requestId}` })).toBeVisible();
  }
  await log.requestIdFilter.fill('no-such-request-id');
  await expect(log.noCalls).toBeVisible();

  // The patient's timeline lists the same calls among the service calls made for them.
  await patientPage.goto(patientId);
  await patientPage.serviceCallsFilter.check();
  await expect(patientPage.timeline.getByText(cancelIds.at(-1)!, { exact: true })).toBeVisible();
});
