import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_BOOKING_POLICY } from '../../lib/contract/bff/booking-policy-values';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { AppointmentsPage } from '../pages/booking-page';
import { BookingPolicyPage, OutboxPage } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { createChat, HOME_ADDRESS, listSlots, saveHomeAddress } from '../support/patient-api';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

async function restoreDefaultPolicy(request: APIRequestContext) {
  const response = await request.put('/api/staff/booking-policy', {
    headers: SAME_ORIGIN_HEADERS,
    data: DEFAULT_BOOKING_POLICY,
  });
  expect(response.status()).toBe(200);
}

/** Books the first open slot as the patient, through the API: answers the appointment's id. */
async function bookFirstSlot(request: APIRequestContext): Promise<string> {
  await saveHomeAddress(request);
  const chatId = await createChat(request);
  const now = new Date();
  const [slot] = await listSlots(
    request,
    HOME_ADDRESS.state,
    now.toISOString(),
    new Date(now.getTime() + 14 * 24 * 3_600_000).toISOString(),
  );
  const response = await request.post('/api/appointments/scheduled', {
    headers: SAME_ORIGIN_HEADERS,
    data: { chatId, startsAt: slot, location: { state: HOME_ADDRESS.state } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('the booking policy and the outbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test('inside the notice window an admin sets, the appointment page shows whom to call instead of the buttons, and the outbox holds the confirmation', async ({
    page,
    appPatient,
    appPatientContext,
    adminRequest,
    consoleAdmin,
  }) => {
    const appointmentId = await bookFirstSlot(appPatient.request);
    const dashboard = new StaffDashboard(page);
    const policy = new BookingPolicyPage(page);
    const contact = `Call the Springfield front desk at 555-0100 (${Date.now()}).`;
    try {
      await dashboard.signIn(consoleAdmin);
      await dashboard.open('Booking policy');
      await expect(policy.noticeHours).toHaveValue('0');
      await expect(policy.firstReminder).toHaveValue('24');
      await expectNoSeriousA11yViolations(page);

      // A window past the limit is said beside its field, and nothing is saved.
      await policy.noticeHours.fill('1000');
      await policy.saveButton.click();
      await expect(policy.noticeHours).toHaveAttribute('aria-invalid', 'true');
      await expect(policy.noticeHours).toBeFocused();
      await expect(policy.savedNotice).toHaveCount(0);

      // Every open slot lies within two weeks: a 15-day window holds the visit just booked.
      await policy.noticeHours.fill('360');
      await policy.contactText.fill(contact);
      await policy.saveButton.click();
      await expect(policy.savedNotice).toBeVisible();

      const patientPage = await appPatientContext.newPage();
      const appointments = new AppointmentsPage(patientPage);
      await patientPage.goto(`/appointments/${appointmentId}`);
      await expect(appointments.noticeWindowNotice).toContainText('starts within 360 hours');
      await expect(appointments.noticeWindowNotice).toContainText(contact);
      await expect(appointments.addToCalendarButton).toBeVisible();
      await expect(appointments.rescheduleButton).toHaveCount(0);
      await expect(appointments.cancelButton).toHaveCount(0);
      await expectNoSeriousA11yViolations(patientPage);

      // The API refuses what the page no longer offers.
      const refused = await appPatient.request.post(`/api/appointments/${appointmentId}/cancel`, {
        headers: SAME_ORIGIN_HEADERS,
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe(
        'error.appointment.inside_notice_window',
      );

      await dashboard.open('Outbox');
      const outbox = new OutboxPage(page);
      const confirmation = outbox
        .messagesTo(appPatient.details.email)
        .filter({ hasText: 'Booking confirmation' });
      await expect(confirmation).toHaveCount(1);
      await expect(confirmation).toContainText('is booked');
      await expect(confirmation).toContainText('with a calendar file');
      await confirmation.getByText('Show the message').click();
      await expect(confirmation).toContainText('Your visit is booked for');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await restoreDefaultPolicy(adminRequest);
    }
  });
});
