import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEFAULT_SAFETY_GUIDANCE } from '../../lib/contract/bff/safety-guidance-values';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ChatPage } from '../pages/chat-page';
import { SafetyGuidancePage, StaffAccountsPage } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { StaffPatientPage, StaffPatientsPage, StaffTranscriptPage } from '../pages/staff-patient-pages';
import {
  completeConsultation,
  createChat,
  listAppointments,
  listSlots,
  newPatientDetails,
  registerPatient,
  saveHomeAddress,
} from '../support/patient-api';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';
import { recordSentPersonalData } from '../support/personal-data';

const RED_FLAG = 'I have chest pain and I am short of breath';
recordSentPersonalData('message', RED_FLAG);

/** A page in a browser context of its own: another person, with their own cookies. */
async function otherPerson(browser: Browser, baseURL: string | undefined, viewport: Page['viewportSize']) {
  const context = await browser.newContext({ baseURL, viewport: viewport() ?? undefined });
  return { context, page: await context.newPage() };
}

async function restoreDefaultGuidance(request: APIRequestContext) {
  const response = await request.put('/api/staff/safety-guidance', {
    headers: SAME_ORIGIN_HEADERS,
    data: DEFAULT_SAFETY_GUIDANCE,
  });
  expect(response.status()).toBe(200);
}

test.describe('the admin pages of the staff dashboard', () => {
  // Several people, a consultation and a production build: more than the default 30 s.
  test.describe.configure({ timeout: 180_000 });

  test("the safety guidance an admin saves is what the patient app's safety panel shows", async ({
    page,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    const dashboard = new StaffDashboard(page);
    const guidance = new SafetyGuidancePage(page);
    await dashboard.signIn(consoleAdmin);
    await dashboard.open('Safety guidance');
    await expect(guidance.number(1)).toHaveValue('911');
    await expect(guidance.number(2)).toHaveValue('988');
    await expectNoSeriousA11yViolations(page);

    try {
      // A number that cannot be dialled is said beside its field, and nothing is saved.
      await guidance.number(1).fill('9-1-1');
      await guidance.saveButton.click();
      await expect(guidance.number(1)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Use digits only, optionally starting with +')).toBeVisible();
      await expect(page.getByText('Safety guidance saved')).toHaveCount(0);

      const words = `Stay where you are; the Springfield clinic nurse line answers day and night (${Date.now()}).`;
      await guidance.number(1).fill('911');
      await guidance.message.fill(words);
      await guidance.addNumberButton.click();
      await guidance.numberName(3).fill('Springfield clinic nurse line');
      await guidance.number(3).fill('+13125550100');
      await guidance.saveButton.click();
      await expect(guidance.savedNotice).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A patient, in a browser of their own, says something that raises a safety event.
      const patient = await otherPerson(browser, baseURL, () => page.viewportSize());
      try {
        await registerPatient(patient.page.request, newPatientDetails());
        const chat = new ChatPage(patient.page);
        await chat.goto(await createChat(patient.page.request));
        await chat.say(RED_FLAG);
        await expect(chat.safetyPanel).toBeVisible({ timeout: 20_000 });
        await chat.turnSettled();
        await expect(chat.safetyPanel).toContainText(words);
        await expect(
          chat.safetyPanel.getByRole('link', { name: 'Springfield clinic nurse line: call +13125550100' }),
        ).toHaveAttribute('href', 'tel:+13125550100');
        await expect(chat.safetyPanel.getByRole('link', { name: /call 988$/ })).toBeVisible();
      } finally {
        await patient.context.close();
      }

      // The change is audited, with the admin's name.
      const audit = await page.request.get('/api/staff/audit-log?action=safety_guidance.update&size=5');
      const entries = (await audit.json()).data.items as Array<{
        staffEmail: string;
        detail: { next: unknown };
      }>;
      expect(entries[0]).toMatchObject({
        staffEmail: consoleAdmin.email,
        detail: { next: { message: words } },
      });

      // Back to the defaults through the page, as an admin would.
      await page.reload();
      await guidance.defaultsButton.click();
      await expect(guidance.number(3)).toHaveCount(0);
      await guidance.saveButton.click();
      await expect(guidance.savedNotice).toBeVisible();
    } finally {
      // Other specs of the same server expect 911 and 988.
      await restoreDefaultGuidance(page.request);
    }
  });

  test('a member invited by e-mail: role change and disabling take effect; an admin cannot disable themselves', async ({
    page,
    browser,
    baseURL,
    staffMember,
    consoleAdmin,
  }) => {
    const dashboard = new StaffDashboard(page);
    const accounts = new StaffAccountsPage(page);
    await dashboard.signIn(consoleAdmin);
    await dashboard.open('Staff accounts');
    await expect(accounts.list).toContainText(`${consoleAdmin.email} (you)`);
    const { email, password } = staffMember;
    await expect(accounts.invitation(email)).toContainText('Accepted on');
    await expectNoSeriousA11yViolations(page);

    // An admin cannot disable their own account: the API's refusal is shown, and nothing changes.
    await accounts.disableButton(consoleAdmin.email).click();
    await accounts.confirmDisableButton().click();
    await expect(accounts.notChangedAlert).toContainText(/own account/i);

    const member = await otherPerson(browser, baseURL, () => page.viewportSize());
    try {
      const memberDashboard = new StaffDashboard(member.page);
      await memberDashboard.signIn({ email, password });
      await expect(memberDashboard.navLink('Patients')).toBeVisible();
      await expect(memberDashboard.navLink('Staff accounts')).toHaveCount(0);
      for (const path of ['/staff/admin/accounts', '/staff/admin/safety-guidance']) {
        await member.page.goto(path);
        await expect(memberDashboard.adminsOnlyHeading).toBeVisible();
      }
      await expectNoSeriousA11yViolations(member.page);

      const row = accounts.row(email);
      await row.getByRole('button', { name: `Make admin: ${email}` }).click();
      await expect(row.getByRole('button', { name: `Make staff: ${email}` })).toBeVisible();
      await expect(row.locator('dd').first()).toHaveText('Admin');
      // An admin now, without two-factor sign-in: every dashboard page sends them to set it up (ADR 0092).
      await member.page.goto('/staff/admin/accounts');
      await expect(memberDashboard.heading('Set up two-factor sign-in')).toBeVisible();

      await row.getByRole('button', { name: `Disable: ${email}` }).click();
      await expect(accounts.disableDialog).toContainText(email);
      await expectNoSeriousA11yViolations(page);
      await accounts.disableDialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(row).toContainText('Disabled since');

      // Their session ends at the next request, and the password no longer signs in.
      await member.page.goto('/staff');
      await expect(member.page).toHaveURL(/\/staff\/sign-in/);
      await memberDashboard.signInPage.signIn({ email, password });
      await expect(memberDashboard.couldNotSignIn).toBeVisible();
      await expect(member.page).toHaveURL(/\/staff\/sign-in/);
      await expect(memberDashboard.patientsHeading).toHaveCount(0);
    } finally {
      await member.context.close();
    }
  });

  test('a transcript opened from the timeline shows the control events in place; staff reschedule for the patient', async ({
    page,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    // The patient's history, made through the patient API in their own context.
    const patient = await otherPerson(browser, baseURL, () => page.viewportSize());
    const details = newPatientDetails('marge');
    const api = patient.page.request;
    await registerPatient(api, details);
    await saveHomeAddress(api);
    const completedChatId = await createChat(api);
    await completeConsultation(api, completedChatId);
    const safetyChatId = await createChat(api);
    const turn = await api.post(`/api/chats/${safetyChatId}/stream`, {
      headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
      data: { userEvent: { type: 'user_message', userInput: RED_FLAG } },
    });
    expect(await turn.text()).toContain('event: guardian');
    const from = new Date(Date.now() + 2 * 86_400_000);
    const slots = await listSlots(
      api,
      'IL',
      from.toISOString(),
      new Date(from.getTime() + 7 * 86_400_000).toISOString(),
    );
    const booked = await api.post('/api/appointments/scheduled', {
      headers: { ...SAME_ORIGIN_HEADERS, 'Idempotency-Key': `staff-e2e-${completedChatId}` },
      data: { chatId: completedChatId, startsAt: slots[0], location: { state: 'IL' } },
    });
    expect(booked.status()).toBe(201);
    const [before] = await listAppointments(api);

    await new StaffDashboard(page).signIn(consoleAdmin);
    // Other runs' patients share the name: the row with this e-mail address is theirs.
    await new StaffPatientsPage(page).openPatientByEmail(details.email, 'Marge Simpson');
    const patientPage = new StaffPatientPage(page);
    const transcript = new StaffTranscriptPage(page);
    await expect(patientPage.timelineHeading).toBeVisible();

    // The safety chat: the patient's words, then the safety event, in that order.
    await patientPage.transcriptLink(safetyChatId).click();
    await expect(transcript.heading).toBeVisible();
    await expect(transcript.event('guardian')).toContainText('Safety event');
    const safetyOrder = await transcript.entries.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-event') ?? item.textContent ?? ''),
    );
    const redFlagAt = safetyOrder.findIndex((text) => text.includes(RED_FLAG));
    expect(redFlagAt).toBeGreaterThanOrEqual(0);
    expect(safetyOrder.indexOf('guardian')).toBeGreaterThan(redFlagAt);
    await expectNoSeriousA11yViolations(page);

    // The completed chat: its call to action and completion after the last reply, with the documents.
    await transcript.backToPatientLink.click();
    await patientPage.transcriptLink(completedChatId).click();
    await expect(transcript.heading).toBeVisible();
    await expect(transcript.start).toBeVisible();
    const kinds = await transcript.entries.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-event') ?? item.querySelector('h3')?.textContent ?? ''),
    );
    expect(kinds[0]).toBe('Patient');
    const lastReply = kinds.lastIndexOf('Assistant');
    // The call to action and the completion follow the reply they came with, after every message.
    expect(kinds.indexOf('skill_code.cta')).toBeGreaterThan(lastReply);
    expect(kinds.indexOf('ai_consultation.complete')).toBeGreaterThan(kinds.indexOf('skill_code.cta'));
    expect(kinds.lastIndexOf('Patient')).toBeLessThan(lastReply);
    await expect(transcript.soapNoteLink).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reschedule on the patient's behalf with the patient app's slot picker.
    await transcript.backToPatientLink.click();
    await patientPage.rescheduleButton.click();
    await expect(patientPage.newTimeHeading).toBeVisible();
    const times = await patientPage.slots.openFirstDayWithTimes(2);
    const target = times.filter({ hasNot: page.locator(`time[datetime="${before!.startsAt}"]`) }).first();
    const newTime = (await patientPage.slots.timeOf(target).getAttribute('datetime'))!;
    await target.click();
    await expect(patientPage.reviewNewTimeHeading).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await patientPage.moveButton.click();
    await expect(patientPage.movedNotice).toBeVisible();

    const [after] = await listAppointments(api);
    expect(after).toMatchObject({ id: before!.id, status: 'booked' });
    expect(Date.parse(after!.startsAt)).toBe(Date.parse(newTime));
    const audit = await page.request.get('/api/staff/audit-log?action=patient.appointment.reschedule&size=5');
    const [entry] = (await audit.json()).data.items as Array<{
      staffEmail: string;
      detail: Record<string, unknown>;
    }>;
    expect(entry).toMatchObject({
      staffEmail: consoleAdmin.email,
      detail: { appointmentId: before!.id, outcome: 'ok' },
    });

    // Booking on the patient's behalf goes through the patient app's steps too.
    await patientPage.asapOption.click();
    await expect(patientPage.state).toHaveValue('IL');
    await patientPage.bookForPatientButton.click();
    await expect(patientPage.bookedNotice).toBeVisible();
    await expect.poll(async () => (await listAppointments(api)).length).toBe(2);
    await patient.context.close();
  });
});
