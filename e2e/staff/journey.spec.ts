import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { HOME_ADDRESS, openFirstDayWithTimes, saveHomeAddress } from '../support/booking-fixtures';
import {
  completeConsultationAs,
  DEMO_ADMIN,
  expect,
  openPatient,
  signInAsStaff,
  test,
} from '../support/staff-fixtures';

/** The service request ids the audit log recorded for one action on the patient (the row's detail). */
async function auditedRequestIds(page: Page, action: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ hasText: action });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(DEMO_ADMIN.email);
  await expect(row).toContainText('"outcome":"ok"');
  const match = /"serviceRequestIds":\[([^\]]*)\]/.exec((await row.textContent()) ?? '');
  expect(match, `no service request ids in the ${action} entry`).not.toBeNull();
  const ids = JSON.parse(`[${match![1]}]`) as string[];
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

/** Books the first open time through the patient app's steps: visit type, state, slot picker, review. */
async function bookFirstSlot(page: Page, appointments: Locator, state: string): Promise<void> {
  await appointments.getByText('Schedule a time').click();
  await appointments.getByLabel('State').selectOption(state);
  const times = await openFirstDayWithTimes(page);
  await times.first().click();
  await appointments.getByRole('button', { name: 'Book for the patient' }).click();
}

test('staff find a patient of the patient app, read the SOAP note, book and cancel for them, and trace the calls', async ({
  page,
  patient,
}) => {
  // A consultation, several pages each checked by axe, and two service actions on a production build.
  test.setTimeout(300_000);
  const chatId = await completeConsultationAs(patient);
  // Booking needs the patient's address, which the patient app asks for before its first booking.
  await saveHomeAddress(patient.request);

  await signInAsStaff(page);
  await expectNoSeriousA11yViolations(page);
  const patientId = await openPatient(page, patient);
  await expect(page.getByText(patient.details.email, { exact: true })).toBeVisible();
  await expect(page.getByText(HOME_ADDRESS.line1, { exact: false })).toBeVisible();

  // The timeline shows the consultation completed in the patient app, with its documents.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const consultation = timeline
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Consultation completed' }) });
  await expect(consultation).toHaveCount(1, { timeout: 15_000 });
  await expect(consultation.getByRole('link', { name: /^Open the / })).toHaveCount(3);
  await expect(timeline.getByRole('link', { name: 'Read the transcript' }).first()).toHaveAttribute(
    'href',
    `/staff/patients/${patientId}/chats/${chatId}`,
  );
  await expectNoSeriousA11yViolations(page);

  // The SOAP note, rendered from Markdown (headings, not the raw text).
  await consultation.getByRole('link', { name: 'Open the SOAP note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subjective' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Objective' })).toBeVisible();
  await expect(page.getByText(/headache/i).first()).toBeVisible();
  await expect(page.getByText('## Objective')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the patient' }).click();

  // Book a scheduled visit from the slot list on the patient's behalf, then cancel it.
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expect(appointments.getByText('No appointments')).toBeVisible();
  await bookFirstSlot(page, appointments, 'IL');
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
  await page
    .getByRole('navigation', { name: 'Staff dashboard' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Patient id' }).fill(patientId);
  await expect(page.getByRole('row').filter({ hasText: 'patient.appointment.cancel' })).toHaveCount(1);
  const bookIds = await auditedRequestIds(page, 'patient.appointment.book_scheduled');
  const cancelIds = await auditedRequestIds(page, 'patient.appointment.cancel');
  await expectNoSeriousA11yViolations(page);

  // The request log finds each call by its X-Request-ID, and only that call.
  await page
    .getByRole('navigation', { name: 'Staff dashboard' })
    .getByRole('link', { name: 'Request log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request log' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  for (const [requestId, call] of [
    [bookIds.at(-1)!, /POST \S*appointments\/scheduled/],
    [cancelIds.at(-1)!, /POST \S*appointments\/\S+\/cancel/],
  ] as const) {
    await page.getByRole('textbox', { name: 'Request id' }).fill(requestId);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(requestId);
    await expect(rows.getByRole('cell').nth(1)).toHaveText(call);
    await expect(rows.getByRole('button', { name: `Copy request id ${requestId}` })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Request id' }).fill('no-such-request-id');
  await expect(page.getByText('No calls match')).toBeVisible();

  // The patient's timeline lists the same calls among the service calls made for them.
  await page.goto(`/staff/patients/${patientId}`);
  await page.getByRole('checkbox', { name: 'Service calls' }).check();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText(cancelIds.at(-1)!, { exact: true }),
  ).toBeVisible();
});
